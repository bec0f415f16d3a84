import { and, asc, eq } from 'drizzle-orm';
import { addCalendarDays, getParisDay, getWallClock } from '@plateforme/shared/format/paris-time';
import { easterSunday, weekdayOf } from '@plateforme/shared/workshops/meeting-cycle.rules';
import { isoWeekOf } from '@plateforme/shared/workshops/meeting-form.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, meetings, planningWeeks } from '../../../src/db/schema/index.ts';
import { createAdmin, createMember, createPro, createWorkshop, signIn } from '../../helpers/factories.ts';
import { createAppWithPro } from '../../helpers/app-with-pro.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** A cycle of sessions at once (issue #37), on PGlite and PostgreSQL. */
let t: TestApp;
let pro: { id: number };
let proSession: { authorization: string };
let staff: { authorization: string };

beforeAll(async () => {
  ({ t, pro, proSession } = await createAppWithPro());
  staff = await signIn(t.database.db, await createAdmin(t.database.db));
});
afterAll(() => t?.close());

/** Next year: every date of these cycles is ahead, whenever the tests run. */
const year = Number(getParisDay(new Date()).slice(0, 4)) + 1;

const post = (as: { authorization: string }, workshopId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/workshops/${workshopId}/meetings/cycle`, headers: as, payload });

const body = (values: Record<string, unknown> = {}) => ({
  weekday: 2,
  first_day: `${year}-10-01`,
  count: 12,
  start_time: '14:00',
  end_time: '15:30',
  type: 'onsite',
  places: 8,
  sequence: 1,
  ...values,
});

const ownWorkshop = async () => (await createWorkshop(t.database.db, { owner: pro, sessionDays: [] })).workshop;

const sessionsOf = (workshopId: number) =>
  t.database.db.select().from(meetings).where(eq(meetings.workshopId, workshopId)).orderBy(asc(meetings.start));

const parisTime = (instant: Date | string) => {
  const clock = getWallClock(new Date(instant));
  return `${clock.hour}:${String(clock.minute).padStart(2, '0')}`;
};

describe('POST /api/workshops/{id}/meetings/cycle', () => {
  it('previews the dates without writing, then saves them all, 14:00 in Paris across the clock change', async () => {
    const workshop = await ownWorkshop();
    const payload = body({ first_day: `${year}-10-10`, count: 6, weekday: weekdayOf(`${year}-10-10`) });
    const preview = await post(staff, workshop.id, { ...payload, preview: true });
    expect(preview.statusCode).toBe(200);
    const dates = preview.json().data.meetings;
    expect(dates).toHaveLength(6);
    expect(dates.every((row: { issue: string | null }) => row.issue === null)).toBe(true);
    expect(await sessionsOf(workshop.id)).toHaveLength(0);

    const saved = await post(staff, workshop.id, payload);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().message).toBe('6 séances enregistrées !');
    const rows = await sessionsOf(workshop.id);
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => parisTime(row.start))).toEqual(Array(6).fill('14:00'));
    expect(rows.map((row) => parisTime(row.end))).toEqual(Array(6).fill('15:30'));
    // Both offsets are there: summer time before the last Sunday of October, winter time after.
    expect(new Set(rows.map((row) => row.start.getUTCHours()))).toEqual(new Set([12, 13]));
    expect(rows.every((row) => row.address === '75012 Paris' && row.places === 8 && row.revision === 0)).toBe(true);
    // Each session is a staff creation in the audit, as a single one is (ADR 063).
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'meeting'), eq(auditLog.action, 'create')));
    expect(audits.filter((row) => rows.some((meeting) => meeting.id === row.entityId))).toHaveLength(6);
  });

  it('numbers each week from the planning, the given sequence for unplanned weeks', async () => {
    const workshop = await ownWorkshop();
    const first = `${year}-03-02`;
    const week = isoWeekOf(addCalendarDays(first, 7 - ((weekdayOf(first) + 5) % 7) + 1));
    await t.database.db
      .insert(planningWeeks)
      .values({ isAja: false, year: week.year, weekNumber: week.week, sequence: 7 });
    const answer = await post(proSession, workshop.id, body({ first_day: first, count: 3, sequence: 2, weekday: 2 }));
    expect(answer.statusCode).toBe(201);
    const sequences = answer
      .json()
      .data.meetings.map((row: { sequence: number; day: string }) => [isoWeekOf(row.day).week, row.sequence]);
    expect(sequences).toContainEqual([week.week, 7]);
    expect(sequences.filter(([, sequence]: number[]) => sequence === 2)).toHaveLength(2);
  });

  it('asks for a sequence when a week is not planned and none is given', async () => {
    const workshop = await ownWorkshop();
    const answer = await post(staff, workshop.id, body({ first_day: `${year}-08-03`, count: 2, sequence: null }));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.sequence[0]).toMatch(/n’a pas de séquence au planning/);
    expect(await sessionsOf(workshop.id)).toHaveLength(0);
  });

  it('skips 11 November and Easter Monday when asked, and keeps them otherwise', async () => {
    const workshop = await ownWorkshop();
    const armistice = `${year}-11-11`;
    const november = body({ weekday: weekdayOf(armistice), first_day: `${year}-11-01`, count: 3, preview: true });
    const skipped = (await post(staff, workshop.id, { ...november, skip_holidays: true })).json().data;
    expect(skipped.meetings.map((row: { day: string }) => row.day)).not.toContain(armistice);
    expect(skipped.meetings).toHaveLength(2);
    expect(skipped.skipped).toEqual([{ day: armistice, holiday: 'Armistice 1918' }]);
    const kept = (await post(staff, workshop.id, { ...november, skip_holidays: false })).json().data;
    expect(kept.meetings.map((row: { day: string }) => row.day)).toContain(armistice);

    const easterMonday = addCalendarDays(easterSunday(year), 1);
    const monday = body({ weekday: 1, first_day: addCalendarDays(easterMonday, -7), count: 3, skip_holidays: true });
    const saved = await post(staff, workshop.id, monday);
    expect(saved.statusCode).toBe(201);
    const days = (await sessionsOf(workshop.id)).map((row) => getParisDay(row.start));
    expect(days).toEqual([addCalendarDays(easterMonday, -7), addCalendarDays(easterMonday, 7)]);
  });

  it('is refused as a whole, naming the date, when one date overlaps a session of the workshop (ADR 064)', async () => {
    const workshop = await ownWorkshop();
    const taken = await post(
      staff,
      workshop.id,
      body({ first_day: `${year}-06-14`, count: 1, weekday: weekdayOf(`${year}-06-14`) }),
    );
    expect(taken.statusCode).toBe(201);
    const before = await sessionsOf(workshop.id);
    const answer = await post(
      staff,
      workshop.id,
      body({
        first_day: `${year}-05-31`,
        count: 4,
        weekday: weekdayOf(`${year}-06-14`),
        start_time: '15:00',
        end_time: '16:00',
      }),
    );
    expect(answer.statusCode).toBe(409);
    const [, month, day] = `${year}-06-14`.split('-');
    expect(answer.json().message).toContain(`${day}/${month}/${year}`);
    expect(answer.json().message).toMatch(/^La série n’est pas enregistrée/);
    expect(await sessionsOf(workshop.id)).toEqual(before);
  });

  it('is refused to a member, and to a pro who does not run the workshop', async () => {
    const workshop = await ownWorkshop();
    const member = await signIn(t.database.db, await createMember(t.database.db, { premium: true }));
    expect((await post(member, workshop.id, body())).statusCode).toBe(403);
    const otherPro = await signIn(t.database.db, await createPro(t.database.db, { status: 'basic', premium: true }));
    expect((await post(otherPro, workshop.id, body())).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/workshops/${workshop.id}/meetings/cycle`, payload: body() }))
        .statusCode,
    ).toBe(401);
    expect(await sessionsOf(workshop.id)).toHaveLength(0);
  });

  it('answers bad input with French messages under their fields', async () => {
    const workshop = await ownWorkshop();
    const answer = await post(
      staff,
      workshop.id,
      body({
        weekday: 9,
        count: 60,
        until: `${year}-12-01`,
        start_time: '25:00',
        end_time: '14:00',
        places: 0,
        type: 'remote',
      }),
    );
    expect(answer.statusCode).toBe(422);
    const errors = answer.json().errors;
    expect(errors.weekday).toEqual(['Choisissez un jour de la semaine']);
    expect(errors.count).toContain('Indiquez un nombre de semaines ou une date de fin, pas les deux');
    expect(errors.start_time).toEqual(['Format invalide']);
    expect(errors.places).toEqual(['supérieur ou égale à 1']);
    expect(errors.link).toEqual(['Merci de renseigner le lien zoom']);

    const past = await post(staff, workshop.id, body({ first_day: '2020-01-07', count: 2 }));
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.first_day[0]).toMatch(/La date doit être au plus tôt demain/);

    const tooShort = await post(staff, workshop.id, body({ end_time: '14:05' }));
    expect(tooShort.json().errors.end_time).toEqual(['Une séance dure entre 15 minutes et 8 heures']);
    expect(await sessionsOf(workshop.id)).toHaveLength(0);
  });
});
