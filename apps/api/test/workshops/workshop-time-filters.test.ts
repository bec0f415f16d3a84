import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { meetings } from '../../src/db/schema/index.ts';
import { createMember, createPro, createWorkshop, subscribe } from '../helpers/factories.ts';
import { sortedIds, workshopTestApp, type Item } from './workshop-test-app.ts';

const { get, db } = workshopTestApp();

/** Workshops with one or two sessions at known Paris times (far ahead, so always upcoming). */
const w: Record<string, number> = {};

beforeAll(async () => {
  const owner = await createPro(db());
  const at = async (key: string, instants: string[], places = 8) => {
    const sessions: { id: number }[] = [];
    for (const instant of instants) {
      const { workshop, sessions: created } = await createWorkshop(db(), {
        owner,
        now: new Date(instant),
        sessionDays: [0],
        places,
      });
      // One workshop per key: later sessions join the first one's workshop.
      if (w[key] === undefined) w[key] = workshop.id;
      else
        await db()
          .update(meetings)
          .set({ workshopId: w[key], sequence: sessions.length + 1 })
          .where(eq(meetings.id, created[0]!.id));
      sessions.push(created[0]!);
    }
    return sessions;
  };
  // 90-minute sessions; Paris is UTC+1 in March, UTC+2 in July.
  await at('mondayMorning', ['2031-03-10T07:00:00Z']); // Monday 08:00–09:30
  await at('tuesdayAfternoon', ['2031-03-11T13:00:00Z']); // Tuesday 14:00–15:30
  await at('afterMidnight', ['2031-03-09T23:30:00Z']); // Monday 00:30–02:00 (still Sunday in UTC)
  await at('lunch', ['2031-03-12T11:30:00Z']); // Wednesday 12:30–14:00
  await at('lateMorning', ['2031-03-13T10:30:00Z']); // Thursday 11:30–13:00: ends on the hour
  await at('summer', ['2031-07-07T06:00:00Z']); // Monday 08:00–09:30 in summer time
  // Monday morning (sequence 1, full) and Tuesday afternoon (sequence 2, free).
  const [full] = await at('mixed', ['2031-03-17T07:00:00Z', '2031-03-18T13:00:00Z'], 1);
  await subscribe(db(), await createMember(db()), full!);
  // Only a past session (a week ago).
  w.past = (await createWorkshop(db(), { owner, sessionDays: [-7] })).workshop.id;
});

async function ids(search: Record<string, unknown>) {
  const response = await get('/api/workshops', { search, per_page: 100 });
  expect(response.statusCode, response.body).toBe(200);
  return sortedIds(response.json().data as Item[]);
}
const of = (...keys: string[]) => keys.map((key) => w[key]!).sort((a, b) => a - b);

describe('GET /api/workshops: days and time slots (P2 §9, P2-WSL-18), Paris time', () => {
  it('days: the Paris weekday of an upcoming session, Monday 1 … Sunday 7', async () => {
    expect(await ids({ days: [1] })).toEqual(of('mondayMorning', 'afterMidnight', 'summer', 'mixed'));
    expect(await ids({ days: [2, 3] })).toEqual(of('tuesdayAfternoon', 'lunch', 'mixed'));
    // 23:30 UTC on Sunday is Monday in Paris.
    expect(await ids({ days: [7] })).toEqual([]);
    // A past session counts on no day.
    expect(await ids({ days: [1, 2, 3, 4, 5, 6, 7] })).not.toContain(w.past);
  });

  it('time_slots: a session that starts and ends inside the slot', async () => {
    expect(await ids({ time_slots: ['morning'] })).toEqual(of('mondayMorning', 'lateMorning', 'summer', 'mixed'));
    expect(await ids({ time_slots: ['midday'] })).toEqual(of('lunch'));
    expect(await ids({ time_slots: ['afternoon'] })).toEqual(of('tuesdayAfternoon', 'mixed'));
    expect(await ids({ time_slots: ['lateAfternoon'] })).toEqual([]);
    expect(await ids({ time_slots: ['midday', 'afternoon'] })).toEqual(of('tuesdayAfternoon', 'lunch', 'mixed'));
  });

  it('every session condition is met by the same session', async () => {
    // The Monday session is sequence 1 and full; the Tuesday one sequence 2 and free.
    expect(await ids({ days: [1], sequence: 2 })).not.toContain(w.mixed);
    expect(await ids({ days: [2], sequence: 2 })).toContain(w.mixed);
    expect(await ids({ time_slots: ['morning'], available_places: true })).not.toContain(w.mixed);
    expect(await ids({ time_slots: ['afternoon'], available_places: true })).toContain(w.mixed);
    expect(await ids({ dates: ['2031-03-17', '2031-03-17'], time_slots: ['afternoon'] })).toEqual([]);
    expect(await ids({ dates: ['2031-03-17', '2031-03-18'], time_slots: ['afternoon'], days: [2] })).toEqual(
      of('mixed'),
    );
  });

  it.each([
    ['a day out of range', { days: [0] }, 'search.days.0'],
    ['an unknown slot', { time_slots: ['night'] }, 'search.time_slots.0'],
    ['no day at all', { days: [] }, 'search.days'],
  ])('refuses %s with a French message under its field', async (_label, search, field) => {
    const response = await get('/api/workshops', { search });
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json();
    expect(Object.keys(body.errors)).toContain(field);
    expect(JSON.stringify(body.errors)).not.toMatch(/expected|invalid input|too small/i);
  });
});
