import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAuditChanges } from '@plateforme/shared/platform/audit-changes.rules';
import { auditLog } from '../../src/db/schema/index.ts';
import { createAdmin, createMember, createPro, createWorkshop, signIn, subscribe } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Every staff write is logged, in French, with what changed (ADR 063): a place the staff give,
 * move or cancel for someone from a session, and the attendance they take. A pro's own work
 * and a member's own choices are not staff writes. PGlite and PostgreSQL.
 */
let t: TestApp;
let staff: { id: number };
let staffSession: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await createAdmin(t.database.db);
  staffSession = await signIn(t.database.db, staff);
});
afterAll(() => t?.close());

const put = (as: { authorization: string }, url: string, payload?: Record<string, unknown>) =>
  payload === undefined
    ? t.app.inject({ method: 'PUT', url, headers: as })
    : t.app.inject({ method: 'PUT', url, headers: as, payload });
const linesAbout = (meetingId: number) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityId, meetingId)).orderBy(auditLog.id);

describe('the audit log of the staff acting for someone in a session', () => {
  it('logs a place given, taken from the waiting list and cancelled by the staff, naming the person', async () => {
    const owner = await createPro(t.database.db, { premium: true });
    const { sessions } = await createWorkshop(t.database.db, { owner, places: 1, sessionDays: [5] });
    const session = sessions[0]!;
    const first = await createMember(t.database.db, { premium: true, firstname: 'Irène', lastname: 'Joliot' });
    const second = await createMember(t.database.db, { premium: true, firstname: 'Marie', lastname: 'Curie' });

    expect((await put(staffSession, `/api/meetings/${session.id}/subscribe/${first.id}`)).statusCode).toBe(200);
    expect((await put(staffSession, `/api/meetings/${session.id}/subscribe/${second.id}`)).statusCode).toBe(202);
    expect((await put(staffSession, `/api/meetings/${session.id}/unsubscribe/${first.id}`)).statusCode).toBe(200);
    expect((await put(staffSession, `/api/meetings/${session.id}/take-place/${second.id}`)).statusCode).toBe(200);

    const lines = await linesAbout(session.id);
    expect(lines.map((line) => [line.action, line.entity, line.actorId])).toEqual(
      Array(4).fill(['update', 'meeting', staff.id]),
    );
    expect(lines.map((line) => line.label.split(' : ')[1])).toEqual([
      'Irène Joliot',
      'Marie Curie',
      'Irène Joliot',
      'Marie Curie',
    ]);
    expect(
      lines.map((line) => formatAuditChanges(line.changes as Record<string, { before?: unknown; after?: unknown }>)),
    ).toEqual([
      ['État : (vide) → Inscrit'],
      ['État : (vide) → En liste d’attente'],
      ['État : Inscrit → (vide)'],
      ['État : En liste d’attente → Inscrit'],
    ]);
  });

  it('logs attendance the staff take, before and after, and nothing when a pro takes it or it stays the same', async () => {
    const owner = await createPro(t.database.db, { premium: true });
    const ownerSession = await signIn(t.database.db, owner);
    const { sessions } = await createWorkshop(t.database.db, { owner, sessionDays: [-1] });
    const session = sessions[0]!;
    const person = await createMember(t.database.db, { premium: true });
    await subscribe(t.database.db, person, session);

    expect(
      (await put(ownerSession, `/api/meetings/${session.id}/attendance/${person.id}`, { attendance: 0 })).statusCode,
    ).toBe(200);
    expect(await linesAbout(session.id)).toHaveLength(0);
    expect(
      (await put(staffSession, `/api/meetings/${session.id}/attendance/${person.id}`, { attendance: 1 })).statusCode,
    ).toBe(200);
    expect(
      (await put(staffSession, `/api/meetings/${session.id}/attendance/${person.id}`, { attendance: 1 })).statusCode,
    ).toBe(200);
    const lines = await linesAbout(session.id);
    expect(lines).toHaveLength(1);
    expect(formatAuditChanges(lines[0]!.changes as Record<string, { before?: unknown; after?: unknown }>)).toEqual([
      'Présence : Absent → Présent',
    ]);
  });

  it('logs nothing when members act for themselves', async () => {
    const owner = await createPro(t.database.db, { premium: true });
    const { sessions } = await createWorkshop(t.database.db, { owner, sessionDays: [5] });
    const person = await createMember(t.database.db, { premium: true });
    const own = await signIn(t.database.db, person);
    expect((await put(own, `/api/meetings/${sessions[0]!.id}/subscribe/${person.id}`)).statusCode).toBe(200);
    expect((await put(own, `/api/meetings/${sessions[0]!.id}/unsubscribe/${person.id}`)).statusCode).toBe(200);
    expect(await linesAbout(sessions[0]!.id)).toHaveLength(0);
  });
});
