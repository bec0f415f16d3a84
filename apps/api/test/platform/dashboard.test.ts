import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, meetingSubscriptions, memberships } from '../../src/db/schema/index.ts';
import {
  createAdmin,
  createMember,
  createPayment,
  createPro,
  createWorkshop,
  signIn,
  subscribe,
} from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: { authorization: string };
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Premium and new this month; premium since last year; a membership that ended.
  const newcomer = await createMember(db, { premium: true });
  const regular = await createMember(db, { premium: true });
  await db
    .update(memberships)
    .set({ createdAt: daysAgo(400) })
    .where(eq(memberships.userId, regular.id));
  const former = await createMember(db);
  await db
    .insert(memberships)
    .values({ userId: former.id, start: daysAgo(400), end: daysAgo(35), source: 'admin', createdAt: daysAgo(400) });

  // 40 days ago is always last month; sandbox and pending payments are not money received.
  await createPayment(db, newcomer, { donationEuros: 30 });
  await createPayment(db, regular, { donationEuros: 0, subscriptionEuros: 20 });
  await createPayment(db, regular, { donationEuros: 100, now: daysAgo(40) });
  await createPayment(db, former, { donationEuros: 15, sandbox: true });
  await createPayment(db, former, { donationEuros: 15, status: 'pending' });

  const pro = await createPro(db, { status: 'licence', premium: true });
  const { sessions } = await createWorkshop(db, { owner: pro, sessionDays: [2, 10, 45, -3], places: 4 });
  const [inTwoDays, inTenDays, inFortyFiveDays, past] = sessions.map((session) => ({ id: session.id })) as [
    { id: number },
    { id: number },
    { id: number },
    { id: number },
  ];
  await subscribe(db, newcomer, inTwoDays);
  await subscribe(db, regular, inTwoDays);
  await subscribe(db, former, inTwoDays, 'waiting');
  await subscribe(db, former, inTenDays, 'waiting');
  await subscribe(db, former, inFortyFiveDays, 'waiting');
  await subscribe(db, former, past, 'waiting');
  const left = await subscribe(db, newcomer, inTenDays, 'waiting');
  await db
    .update(meetingSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(eq(meetingSubscriptions.id, left!.id));

  await db.insert(mailOutbox).values([
    { to: 'a@exemple.test', subject: 'Envoyé', text: '.', sentAt: new Date(), attempts: 1 },
    { to: 'b@exemple.test', subject: 'Abandonné', text: '.', attempts: 5, error: 'refusé' },
    {
      to: 'c@exemple.test',
      subject: 'Réessayé plus tard',
      text: '.',
      attempts: 1,
      error: 'délai',
      nextAttemptAt: new Date(Date.now() + 60_000),
    },
    { to: 'd@exemple.test', subject: 'Pas encore parti', text: '.' },
  ]);
  admin = await signIn(db, await createAdmin(db));
});
afterAll(() => t?.close());

describe('GET /api/admin/dashboard (ADR 041)', () => {
  it('counts premium and new members, this month’s paid payments, upcoming sessions, the waiting list and failed e-mails', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    // The pro's membership counts too: a premium pro is a member.
    expect(data).toMatchObject({
      premium_members: 3,
      new_members: 2,
      payments_count: 2,
      payments_cents: 5000,
      waiting_list: 3,
      outbox_failures: 1,
    });
    expect(data.sessions).toMatchObject({ count: 2, places: 8, validated: 2, fill_rate: 25 });
    expect(
      data.sessions.next.map((session: { places: number; validated: number; waiting: number }) => [
        session.places,
        session.validated,
        session.waiting,
      ]),
    ).toEqual([
      [4, 2, 1],
      [4, 0, 1],
    ]);
    expect(data.sessions.next[0].workshop_name).toMatch(/^Atelier /);
  });
});
