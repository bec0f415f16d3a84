import { mkdtempSync, rmSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  attachments,
  meetings,
  meetingSubscriptions,
  memberships,
  partnerCodes,
  partners,
  payments,
  proStatuses,
  receiptCounters,
  surveyQuestions,
  surveyQuestionTypeEnum,
  taxReceipts,
  users,
  workshops,
} from '../src/db/schema/index.ts';
import { demoPartnerCodes, isDatabaseEmpty, seedDemo } from '../src/seed/demo.ts';
import { verifyPassword } from '../src/lib/password.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

// A fixed instant, a few weeks before the switch to summer time, so the sessions on both
// sides of it must keep their Paris wall-clock hour.
const now = new Date('2026-03-04T08:30:00Z');

async function userByEmail(database: Database, email: string) {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} missing`);
  return user;
}

describe('demo seed', () => {
  let database: TestDatabase;
  let drop: () => Promise<void>;
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'seed-files-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    drop = database.drop;
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemo(database.db, { filesDir, now });
  }, 120_000);

  afterAll(async () => {
    await drop?.();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('creates the demo accounts with their roles, password and premium periods', async () => {
    const expected = {
      'admin@demo.fr': 'admin',
      'membre@demo.fr': 'user',
      'nonmembre@demo.fr': 'user',
      'pro@demo.fr': 'pro',
      'licence@demo.fr': 'pro',
      'jeune@demo.fr': 'user',
      'aidant@demo.fr': 'user',
    };
    for (const [email, role] of Object.entries(expected)) {
      expect((await userByEmail(database, email)).role).toBe(role);
    }
    expect(await isDatabaseEmpty(database.db)).toBe(false);

    const member = await userByEmail(database, 'membre@demo.fr');
    expect(await verifyPassword(member.passwordHash ?? '', 'motdepasse')).toBe(true);

    const premium = async (email: string) => {
      const user = await userByEmail(database, email);
      const rows = await database.db
        .select({ source: memberships.source })
        .from(memberships)
        .where(and(eq(memberships.userId, user.id), lte(memberships.start, now), gt(memberships.end, now)));
      return rows.map((row) => row.source);
    };
    expect(await premium('membre@demo.fr')).toEqual(['card_payment']);
    expect(await premium('nonmembre@demo.fr')).toEqual([]);
    expect(await premium('pro@demo.fr')).toHaveLength(1);
    expect(await premium('licence@demo.fr')).toHaveLength(1);
    expect(await premium('jeune@demo.fr')).toEqual(['aja_adhesion']);
    expect(await premium('aidant@demo.fr')).toEqual(['aja_adhesion']);
  });

  it('makes jeune@demo.fr an AJA young adult of 18 to 30 cared for by aidant@demo.fr', async () => {
    const young = await userByEmail(database, 'jeune@demo.fr');
    const carer = await userByEmail(database, 'aidant@demo.fr');
    expect(young).toMatchObject({ isAja: true, ajaRole: 'aja_young', assistantId: carer.id });
    expect(carer).toMatchObject({ isAja: true, ajaRole: 'aja_assistant' });
    const age = (now.getTime() - Date.parse(young.birthdate ?? '')) / (365.25 * 24 * 3600 * 1000);
    expect(age).toBeGreaterThanOrEqual(18);
    expect(age).toBeLessThan(31);
  });

  it('leaves ligue@demo.fr with a finished Ligue (Paris) registration and no membership, for the free adhesion of the README', async () => {
    const ligue = await userByEmail(database, 'ligue@demo.fr');
    const [paris] = await database.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.name, 'Ligue contre le cancer – Comité de Paris'));
    expect(ligue.registrationProcess).toMatchObject({
      reason: 'ligue',
      partner: { id: paris!.id },
      validLigueCodeRegistered: true,
      qprRegistered: true,
    });
    expect(await database.db.select().from(memberships).where(eq(memberships.userId, ligue.id))).toEqual([]);
  });

  it('gives the pros their current status: the latest one covering now', async () => {
    const current = async (email: string) => {
      const user = await userByEmail(database, email);
      const [status] = await database.db
        .select({ type: proStatuses.type })
        .from(proStatuses)
        .where(
          and(
            eq(proStatuses.userId, user.id),
            lte(proStatuses.start, now),
            sql`(${proStatuses.end} is null or ${proStatuses.end} > ${now})`,
          ),
        )
        .orderBy(sql`${proStatuses.start} desc`)
        .limit(1);
      return status?.type;
    };
    expect(await current('pro@demo.fr')).toBe('basic');
    expect(await current('licence@demo.fr')).toBe('licence');
  });

  it('numbers the paid donations per year, and the counters hold the last number', async () => {
    const receipts = await database.db
      .select({
        year: payments.receiptYear,
        last: sql<number>`max(${payments.receiptNumber})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(payments)
      .where(sql`${payments.receiptNumber} is not null`)
      .groupBy(payments.receiptYear);
    const counters = await database.db.select().from(receiptCounters);
    expect(receipts.length).toBeGreaterThan(0);
    for (const { year, last, count } of receipts) {
      expect(last).toBe(count);
      expect(counters.find((counter) => counter.year === year)?.lastNumber).toBe(last);
    }

    const member = await userByEmail(database, 'membre@demo.fr');
    const own = await database.db.select().from(payments).where(eq(payments.userId, member.id));
    expect(own.map((payment) => payment.status).sort()).toEqual(['failed', 'paid']);
    expect(own.find((payment) => payment.status === 'paid')).toMatchObject({ code: '00000', donationCents: 3000 });
  });

  it('P1-HIST-10 stores the receipt of every numbered donation once, as issued when paid, so the register and the yearly figures count them', async () => {
    const numbered = await database.db
      .select({
        id: payments.id,
        paidAt: payments.paidAt,
        year: payments.receiptYear,
        number: payments.receiptNumber,
        donationCents: payments.donationCents,
      })
      .from(payments)
      .where(sql`${payments.receiptNumber} is not null`);
    const stored = await database.db.select().from(taxReceipts);
    expect(numbered.length).toBeGreaterThan(0);
    expect(stored).toHaveLength(numbered.length);
    for (const payment of numbered) {
      const receipt = stored.find((row) => row.paymentId === payment.id);
      expect(receipt).toMatchObject({
        number: `${payment.year}-${String(payment.number).padStart(5, '0')}`,
        amountCents: payment.donationCents,
        paymentMethod: 'card',
        issuedAt: payment.paidAt,
      });
      expect(receipt!.issuer?.signatory.name).toBeTruthy();
    }
  });

  it('records each membership when it began, over the past year, not on the day of the seed', async () => {
    const rows = await database.db
      .select({ start: memberships.start, createdAt: memberships.createdAt })
      .from(memberships);
    expect(rows.every((row) => row.createdAt.getTime() <= now.getTime())).toBe(true);
    const months = new Set(rows.map((row) => row.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
    const sameDay = rows.filter((row) => now.getTime() - row.createdAt.getTime() < 24 * 3600 * 1000);
    expect(sameDay).toEqual([]);
  });

  it('seeds upcoming sessions that are full, with members waiting', async () => {
    const rows = await database.db
      .select({
        id: meetings.id,
        places: meetings.places,
        validated: sql<number>`count(*) filter (where ${meetingSubscriptions.status} = 'validated')::int`,
        waiting: sql<number>`count(*) filter (where ${meetingSubscriptions.status} = 'waiting')::int`,
      })
      .from(meetings)
      .innerJoin(
        meetingSubscriptions,
        and(eq(meetingSubscriptions.meetingId, meetings.id), isNull(meetingSubscriptions.unsubscribedAt)),
      )
      .where(gt(meetings.start, now))
      .groupBy(meetings.id);
    const full = rows.filter((row) => row.validated === row.places && row.waiting > 0);
    expect(full.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.validated <= row.places)).toBe(true);

    const member = await userByEmail(database, 'membre@demo.fr');
    const waitingFor = await database.db
      .select({ meetingId: meetingSubscriptions.meetingId })
      .from(meetingSubscriptions)
      .where(and(eq(meetingSubscriptions.userId, member.id), eq(meetingSubscriptions.status, 'waiting')));
    expect(waitingFor.length).toBeGreaterThan(0);
  });

  it('keeps every session of a workshop at the same Paris hour across the clock change', async () => {
    const [paris] = await database.db
      .select({ id: workshops.id })
      .from(workshops)
      .where(eq(workshops.name, 'Atelier mémoire et attention – Paris 12e'));
    const starts = await database.db
      .select({ start: meetings.start })
      .from(meetings)
      .where(eq(meetings.workshopId, paris?.id ?? 0));
    const hours = new Set(
      starts.map(({ start }) =>
        new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
          start,
        ),
      ),
    );
    expect(starts.length).toBeGreaterThan(10);
    expect([...hours]).toEqual(['10:00']);
  });

  it('covers every survey question type', async () => {
    const rows = await database.db.selectDistinct({ type: surveyQuestions.type }).from(surveyQuestions);
    expect(rows.map((row) => row.type).sort()).toEqual([...surveyQuestionTypeEnum.enumValues].sort());
  });

  it('stores partner codes hashed, and the documented demo codes match them', async () => {
    const rows = await database.db
      .select({ name: partners.name, supportType: partners.supportType, codeHash: partnerCodes.codeHash })
      .from(partnerCodes)
      .innerJoin(partners, eq(partners.id, partnerCodes.partnerId));
    expect(rows.every((row) => row.codeHash.startsWith('$argon2id$'))).toBe(true);
    for (const type of ['ligue', 'retreat', 'patientsreseau', 'healthinsurance', 'employer']) {
      expect(rows.some((row) => row.supportType === type)).toBe(true);
    }
    const code = demoPartnerCodes.find((entry) => entry.code === 'LIGUE75');
    const hashes = rows.filter((row) => row.name === code?.partner).map((row) => row.codeHash);
    const matches = await Promise.all(hashes.map((hash) => verifyPassword(hash, 'LIGUE75')));
    expect(matches).toContain(true);
  });

  it('writes real PDF files for supports and documents, with their sizes', async () => {
    const pdfs = await database.db.select().from(attachments).where(eq(attachments.mime, 'application/pdf'));
    const owners = new Set(pdfs.map((row) => row.attachableType));
    expect(owners).toEqual(new Set(['support', 'document']));
    for (const row of pdfs) {
      const file = await open(path.join(filesDir, row.path));
      try {
        const { size } = await file.stat();
        const head = Buffer.alloc(4);
        await file.read(head, 0, 4, 0);
        expect(head.toString('latin1')).toBe('%PDF');
        expect(size).toBe(row.sizeBytes);
      } finally {
        await file.close();
      }
    }
  });

  it('P2-WSL-13 P2-WSL-15 draws partner logos about as wide as tall, the shape of the carousel cards', async () => {
    const logos = await database.db.select().from(attachments).where(eq(attachments.role, 'logo'));
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) {
      const svg = await readFile(path.join(filesDir, logo.path), 'utf8');
      const [, width, height] = /^<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
      expect(Number(width) / Number(height)).toBeGreaterThanOrEqual(1);
      expect(Number(width) / Number(height)).toBeLessThanOrEqual(1.5);
    }
  });

  it('writes nothing when seeding fails half-way', async () => {
    const count = async () => {
      const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(partners);
      return row?.count;
    };
    const before = await count();
    // The demo e-mails already exist: the users insert fails after the partners were written.
    await expect(seedDemo(database.db, { filesDir, now })).rejects.toThrow();
    expect(await count()).toBe(before);
  });
});
