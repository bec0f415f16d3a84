import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, meetingSubscriptions, users, workshops } from '../../../src/db/schema/index.ts';
import {
  createMember,
  createPro,
  createSubstitution,
  createWorkshop,
  signIn,
  subscribe,
} from '../../helpers/factories.ts';
import { createAppWithPro } from '../../helpers/app-with-pro.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { loadWorkbook } from '../../helpers/xlsx.ts';

/** The participants' export (P2 §6, §7), read back with exceljs, on PGlite and PostgreSQL. */
let t: TestApp;
let owner: { id: number };
let ownerSession: { authorization: string };

beforeAll(async () => ({ t, pro: owner, proSession: ownerSession } = await createAppWithPro()));
afterAll(() => t?.close());

const exportOf = (as: { authorization: string } | undefined, meetingId: number) =>
  t.app.inject({ method: 'GET', url: `/api/meetings/${meetingId}/export-subscribers`, headers: as ?? {} });

async function readSheet(body: Buffer) {
  const sheet = (await loadWorkbook(body)).worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return { name: sheet.name, rows };
}

describe('GET /api/meetings/{id}/export-subscribers', () => {
  it('P2-MFORM-23 the owner pro gets an xlsx: title in Paris time, headers, places by arrival then the waiting list by rank', async () => {
    const { workshop, sessions } = await createWorkshop(t.database.db, { owner, sessionDays: [-2] });
    const session = sessions[0]!;
    // 14 March 2026, 09:30 UTC = 10h30 in Paris (winter time); the workshop name has accents.
    const start = new Date('2026-03-14T09:30:00Z');
    await t.database.db
      .update(meetings)
      .set({ start, end: new Date('2026-03-14T11:00:00Z'), address: '3 rue des Lilas, Lyon' })
      .where(eq(meetings.id, session.id));
    await t.database.db.update(workshops).set({ name: 'Atelier Mémoire & Œuvre' }).where(eq(workshops.id, workshop.id));
    const people = [];
    for (const [index, lastname] of ['Martin', 'Bernard', 'Dubois', 'Petit'].entries()) {
      people.push(
        await createMember(t.database.db, {
          premium: true,
          lastname,
          firstname: `Prénom${index}`,
          phone: `06 00 00 00 0${index}`,
        }),
      );
    }
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
    // Arrival order: a waiting entry comes before the last place, yet is listed after every place.
    await t.database.db.insert(meetingSubscriptions).values([
      { meetingId: session.id, userId: people[0]!.id, status: 'validated', attendance: 1, createdAt: later(1) },
      { meetingId: session.id, userId: people[1]!.id, status: 'waiting', createdAt: later(2) },
      { meetingId: session.id, userId: people[2]!.id, status: 'validated', attendance: 0, createdAt: later(3) },
      { meetingId: session.id, userId: people[3]!.id, status: 'waiting', createdAt: later(4) },
    ]);
    const left = await createMember(t.database.db, { premium: true, lastname: 'Parti' });
    await t.database.db
      .insert(meetingSubscriptions)
      .values({ meetingId: session.id, userId: left.id, status: 'validated', unsubscribedAt: new Date() });

    const answer = await exportOf(ownerSession, session.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="participants-atelier-memoire-oeuvre-2026-03-14.xlsx"; filename*=UTF-8\'\'participants-atelier-memoire-oeuvre-2026-03-14.xlsx',
    );
    expect(answer.headers['cache-control']).toContain('no-store');
    const { name, rows } = await readSheet(answer.rawPayload);
    expect(name).toBe('Participants');
    expect(rows[0]![0]).toBe(
      'Atelier Mémoire & Œuvre — samedi 14/03/2026 10h30 - 12h00 — Présentiel — 3 rue des Lilas, Lyon',
    );
    expect(rows[1]).toEqual(['Nom', 'Prénom', 'E-mail', 'Téléphone', 'Statut', 'Présence']);
    expect(rows.slice(2).map((row) => [row[0], row[3], row[4], row[5]])).toEqual([
      ['Martin', '06 00 00 00 00', 'Inscrit(e)', 'Présent'],
      ['Dubois', '06 00 00 00 02', 'Inscrit(e)', 'Absent'],
      ['Bernard', '06 00 00 00 01', 'En attente (1)', '–'],
      ['Petit', '06 00 00 00 03', 'En attente (2)', '–'],
    ]);
    const [martin] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, people[0]!.id));
    expect(rows[2]![2]).toBe(martin!.email);
  });

  it('a remote session gives its link; a session with nobody gives the headers alone', async () => {
    const { sessions } = await createWorkshop(t.database.db, { owner, type: 'remote', sessionDays: [10] });
    const { rows } = await readSheet((await exportOf(ownerSession, sessions[0]!.id)).rawPayload);
    expect(rows[0]![0]).toContain('— Visio — https://visio.exemple.test/salle');
    expect(rows).toHaveLength(2);
  });

  it('refused to another pro and to a member (403), to a visitor (401); 404 for an unknown session; a substitute only during the substitution', async () => {
    const { workshop, sessions } = await createWorkshop(t.database.db, { owner });
    const member = await createMember(t.database.db, { premium: true });
    await subscribe(t.database.db, member, sessions[0]!);
    const otherPro = await createPro(t.database.db, { status: 'basic', premium: true });
    expect((await exportOf(await signIn(t.database.db, otherPro), sessions[0]!.id)).statusCode).toBe(403);
    expect((await exportOf(await signIn(t.database.db, member), sessions[0]!.id)).statusCode).toBe(403);
    expect((await exportOf(undefined, sessions[0]!.id)).statusCode).toBe(401);
    expect((await exportOf(ownerSession, 999_999)).statusCode).toBe(404);
    const substitute = await createPro(t.database.db, { status: 'basic', premium: true });
    const substituteSession = await signIn(t.database.db, substitute);
    await createSubstitution(t.database.db, workshop, substitute, -10, -3);
    expect((await exportOf(substituteSession, sessions[0]!.id)).statusCode).toBe(403);
    await createSubstitution(t.database.db, workshop, substitute, -1, 2);
    expect((await exportOf(substituteSession, sessions[0]!.id)).statusCode).toBe(200);
  });

  it('a 200-participant session exports in well under a second', async () => {
    const { sessions } = await createWorkshop(t.database.db, { owner, places: 150 });
    const people = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 200 }, (_, index) => ({
          firstname: `P${index}`,
          lastname: `Export${index}`,
          email: `export-${index}-${process.pid}@exemple.test`,
          role: 'user' as const,
          phone: '06 12 34 56 78',
        })),
      )
      .returning({ id: users.id });
    await t.database.db.insert(meetingSubscriptions).values(
      people.map((person, index) => ({
        meetingId: sessions[0]!.id,
        userId: person.id,
        status: index < 150 ? ('validated' as const) : ('waiting' as const),
      })),
    );
    await exportOf(ownerSession, sessions[0]!.id);
    const began = performance.now();
    const answer = await exportOf(ownerSession, sessions[0]!.id);
    const elapsed = performance.now() - began;
    expect(answer.statusCode).toBe(200);
    const { rows } = await readSheet(answer.rawPayload);
    expect(rows).toHaveLength(202);
    expect(rows[201]![4]).toBe('En attente (50)');
    expect(elapsed).toBeLessThan(1000);
  });
});
