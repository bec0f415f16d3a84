import { and, eq } from 'drizzle-orm';
import { formatAuditChanges } from '@plateforme/shared/platform/audit-changes.rules';
import { addCalendarDays, getParisDay, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index.ts';
import { createAdmin, createMember, createWorkshop, signIn } from '../../helpers/factories.ts';
import { createAppWithPro } from '../../helpers/app-with-pro.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/** Sessions the staff add or change through the session form are in the audit log (ADR 063). */
let t: TestApp;
let pro: { id: number };
let proSession: { authorization: string };
let staff: { authorization: string };
let admin: { id: number };

beforeAll(async () => {
  ({ t, pro, proSession } = await createAppWithPro());
  admin = await createAdmin(t.database.db, { firstname: 'Sophie', lastname: 'Secrétaire' });
  staff = await signIn(t.database.db, admin);
});
afterAll(() => t?.close());

const at = (days: number, hour: number, minute = 0) =>
  parisTimeToInstant(addCalendarDays(getParisDay(new Date()), days), hour, minute).toISOString();
const post = (as: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/meetings', headers: as, payload });
const put = (as: { authorization: string }, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/meetings/${id}`, headers: as, payload });
const body = (workshopId: number, values: Record<string, unknown> = {}) => ({
  workshop_id: workshopId,
  start: at(4, 10),
  end: at(4, 11, 30),
  type: 'onsite',
  address: '3 rue des Lilas, Paris',
  sequence: 2,
  places: 8,
  subscribers: [],
  queued: [],
  ...values,
});
const linesOf = (meetingId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'meeting'), eq(auditLog.entityId, meetingId)))
    .orderBy(auditLog.id);

describe('the audit of sessions the staff add and change', () => {
  it('a session the staff add is logged with what it holds, names for its lists', async () => {
    const { workshop } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [] });
    const member = await createMember(t.database.db, { premium: true, firstname: 'Anne', lastname: 'Martin' });
    const created = await post(staff, body(workshop.id, { subscribers: [member.id] }));
    expect(created.statusCode, created.body).toBe(201);
    const meetingId = created.json().data.id as number;
    const [line, ...others] = await linesOf(meetingId);
    expect(others).toEqual([]);
    expect(line).toMatchObject({ action: 'create', actorId: admin.id, actorName: 'Sophie Secrétaire' });
    expect(line!.label).toContain(workshop.name);
    expect(line!.changes).toMatchObject({
      places: { after: 8 },
      sequence: { after: 2 },
      type: { after: 'onsite' },
      subscribers: { after: ['Anne Martin'] },
    });
    expect(line!.changes).not.toHaveProperty('link');
    expect(formatAuditChanges(line!.changes)).toEqual(
      expect.arrayContaining(['Places : (vide) → 8', 'Type : (vide) → Sur place', 'Inscrits : (vide) → Anne Martin']),
    );
  });

  it('a change by the staff logs only what changed; a save that changes nothing logs nothing', async () => {
    const { workshop } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [] });
    const meetingId = (await post(staff, body(workshop.id))).json().data.id as number;
    expect((await put(staff, meetingId, { places: 10 })).statusCode).toBe(200);
    expect((await put(staff, meetingId, { places: 10 })).statusCode).toBe(200);
    const lines = await linesOf(meetingId);
    expect(lines.map((line) => line.action)).toEqual(['create', 'update']);
    expect(lines[1]!.changes).toEqual({ places: { before: 8, after: 10 } });
  });

  it('a pro’s own sessions are not the staff’s writes and are not logged', async () => {
    const { workshop } = await createWorkshop(t.database.db, { owner: pro, sessionDays: [] });
    const created = await post(proSession, body(workshop.id));
    expect(created.statusCode).toBe(201);
    const meetingId = created.json().data.id as number;
    expect((await put(proSession, meetingId, { places: 9 })).statusCode).toBe(200);
    expect(await linesOf(meetingId)).toEqual([]);
  });
});
