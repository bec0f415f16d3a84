import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, planningWeeks } from '../../../src/db/schema/index.ts';
import { createAdmin, createPro, createWorkshop, signIn } from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('/api/admin/planning', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.database.db, await createAdmin(t.database.db));
  });
  afterAll(() => t.close());

  const read = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/planning?${query}`, headers: admin });
  const save = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/planning', headers: admin, payload });

  it('lists every ISO week of the year with its Monday and Sunday, 53 in 2026 and 52 in 2027', async () => {
    const year2026 = (await read('year=2026&programme=cognitive')).json();
    expect(year2026.data.weeks).toHaveLength(53);
    expect(year2026.data.weeks[0]).toEqual({ week: 1, monday: '2025-12-29', sunday: '2026-01-04', sequence: null });
    expect(year2026.data.weeks[52]).toMatchObject({ week: 53, monday: '2026-12-28', sunday: '2027-01-03' });
    const year2027 = await read('year=2027&programme=aja');
    expect(year2027.statusCode).toBe(200);
    expect(year2027.json().data.weeks).toHaveLength(52);
  });

  it('P2-MFORM-14 saves changed weeks per programme, and the meeting form reads the edited week', async () => {
    const saved = await save({
      year: 2027,
      programme: 'cognitive',
      weeks: [
        { week: 10, sequence: 4 },
        { week: 11, sequence: 5 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.weeks[9]).toMatchObject({ week: 10, sequence: 4 });
    await save({ year: 2027, programme: 'aja', weeks: [{ week: 10, sequence: 12 }] });

    const pro = await createPro(t.database.db);
    const { workshop } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [] });
    const { workshop: ajaWorkshop } = await createWorkshop(t.database.db, { owner: pro, isAja: true, sessionDays: [] });
    const sequenceOf = async (workshopId: number, week: number) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/planning/sequence/${workshopId}/${week}/2027`, headers: admin })
      ).json().data.sequence;
    expect(await sequenceOf(workshop.id, 10)).toBe(4);
    expect(await sequenceOf(ajaWorkshop.id, 10)).toBe(12);

    // Week 11 left out keeps its sequence; week 10 emptied is no longer planned.
    await save({ year: 2027, programme: 'cognitive', weeks: [{ week: 10, sequence: null }] });
    expect(await sequenceOf(workshop.id, 10)).toBeNull();
    expect(await sequenceOf(workshop.id, 11)).toBe(5);
  });

  it('audits each change week by week in the transaction, and writes no line when nothing changed', async () => {
    await save({ year: 2028, programme: 'cognitive', weeks: [{ week: 2, sequence: 3 }] });
    await save({
      year: 2028,
      programme: 'cognitive',
      weeks: [
        { week: 2, sequence: 7 },
        { week: 3, sequence: null },
      ],
    });
    await save({ year: 2028, programme: 'cognitive', weeks: [{ week: 2, sequence: 7 }] });
    const lines = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'planning'), eq(auditLog.entityId, 2028)))
      .orderBy(auditLog.id);
    expect(lines.map((line) => line.changes)).toEqual([
      { 'semaine 2': { before: null, after: 3 } },
      { 'semaine 2': { before: 3, after: 7 } },
    ]);
    expect(lines[0]).toMatchObject({ action: 'update', label: 'Planning remédiation cognitive 2028' });
    expect(lines[0]!.actorName).toBeTruthy();
  });

  it('refuses a week past the year, a sequence out of range or twice the same week, in French under the field, writing nothing', async () => {
    const response = await save({
      year: 2027,
      programme: 'cognitive',
      weeks: [
        { week: 20, sequence: 3 },
        { week: 53, sequence: 1 },
        { week: 21, sequence: 100 },
        { week: 22, sequence: 0 },
        { week: 20, sequence: 2 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'weeks.1.week': ['L’année 2027 compte 52 semaines'],
      'weeks.2.sequence': ['La séquence est un nombre entier de 1 à 99'],
      'weeks.3.sequence': ['La séquence est un nombre entier de 1 à 99'],
      'weeks.4.week': ['Cette semaine figure deux fois'],
    });
    const rows = await t.database.db
      .select()
      .from(planningWeeks)
      .where(and(eq(planningWeeks.year, 2027), eq(planningWeeks.weekNumber, 20)));
    expect(rows).toEqual([]);
    expect((await read('year=1999&programme=cognitive')).statusCode).toBe(422);
    expect((await save({ year: 1, programme: 'aja', weeks: [{ week: 53, sequence: 1 }] })).statusCode).toBe(422);
    expect((await read('year=2027&programme=autre')).statusCode).toBe(422);
  });
});
