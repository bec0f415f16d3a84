import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingSubscriptions, sessionMailPreferences } from '../../../src/db/schema/index.ts';
import { sweepOffers } from '../../../src/modules/workshops/meetings/offers.service.ts';
import { takePlace } from '../../../src/modules/workshops/meetings/subscriptions.service.ts';
import { loadViewer } from '../../../src/plugins/viewer.ts';
import { createAdmin, createMember, createPro, createWorkshop, signIn, subscribe } from '../../helpers/factories.ts';
import { createMailTestApp, type MailTestApp } from '../../helpers/mail-app.ts';
import { waitForOutboxSettled } from '../../helpers/smtp-server.ts';

/**
 * Issue #36, ADR 073: a freed place is held for the first in line, nobody else may take it
 * meanwhile, and declined or lapsed it goes to the next. PGlite and PostgreSQL.
 */
let t: MailTestApp;
let pro: Awaited<ReturnType<typeof createPro>>;
const db = () => t.database.db;
const hour = 3600_000;

beforeAll(async () => {
  t = await createMailTestApp();
  pro = await createPro(db(), { status: 'basic', premium: true });
});
afterAll(() => t?.close());

const put = async (member: { id: number }, meetingId: number, verb: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/meetings/${meetingId}/${verb}/${member.id}`,
    headers: await signIn(db(), member),
  });

async function runJobs(now = new Date()) {
  await t.app.jobs.runDue(now);
  await waitForOutboxSettled(db());
}

const members = (count: number) =>
  Promise.all(Array.from({ length: count }, () => createMember(db(), { premium: true })));

/** Who holds what in the session: validated ids, and the waiting ids with a hold running at `now`. */
async function state(meetingId: number, now = new Date()) {
  const rows = await db()
    .select()
    .from(meetingSubscriptions)
    .where(and(eq(meetingSubscriptions.meetingId, meetingId), isNull(meetingSubscriptions.unsubscribedAt)));
  return {
    validated: rows.filter((row) => row.status === 'validated').map((row) => row.userId),
    held: rows
      .filter((row) => row.status === 'waiting' && row.offeredUntil && row.offeredUntil > now && !row.offerClosedAt)
      .map((row) => row.userId),
    holds: new Map(rows.map((row) => [row.userId, row.offeredUntil])),
  };
}

/** A full one-place session: `holder` has the place, `waiting` are on the list in that order. */
async function fullSession(waitingCount: number, days = 8) {
  const { sessions } = await createWorkshop(db(), { owner: pro, sessionDays: [days], places: 1 });
  const session = sessions[0]!;
  const [holder, ...waiting] = await members(waitingCount + 1);
  await subscribe(db(), holder!, session);
  for (const member of waiting) await subscribe(db(), member, session, 'waiting');
  return { session, holder: holder!, waiting };
}

describe('a freed place', () => {
  it('is offered to the first in line only, held 12 hours, with a one-click link by e-mail', async () => {
    const { session, holder, waiting } = await fullSession(2);
    const [first, second] = waiting as [typeof holder, typeof holder];
    const before = Date.now();
    expect((await put(holder, session.id, 'unsubscribe')).statusCode).toBe(200);
    await runJobs();
    const now = await state(session.id);
    expect(now.held).toEqual([first.id]);
    const until = now.holds.get(first.id)!.getTime();
    expect(until).toBeGreaterThanOrEqual(before + 12 * hour);
    expect(until).toBeLessThan(Date.now() + 12 * hour + 1000);
    const offer = await t.smtp.waitForMessage((mail) => mail.to.includes(first.email.toLowerCase()));
    expect(offer.subject).toMatch(/^Une place vous est réservée : /);
    expect(offer.text).toContain(`https://adherents.example.org/offre/${session.id}`);
    expect(offer.text).toMatch(/Elle vous est réservée jusqu'au \p{L}+ \d+(er)? \p{L}+ à \d+ h/u);
    expect(t.smtp.messages.filter((mail) => mail.to.includes(second.email.toLowerCase()))).toHaveLength(0);

    // While it is held, nobody else may take it; a newcomer joins the list.
    const refused = await put(second, session.id, 'take-place');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Cette place est réservée jusqu'au .* à la personne suivante/);
    const newcomer = (await members(1))[0]!;
    expect((await put(newcomer, session.id, 'subscribe')).statusCode).toBe(202);

    // The first in line accepts it.
    const accepted = await put(first, session.id, 'take-place');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await state(session.id)).validated).toEqual([first.id]);
  });

  it('declined, goes to the next in line; the one who declined keeps her position', async () => {
    const { session, holder, waiting } = await fullSession(2);
    const [first, second] = waiting as [typeof holder, typeof holder];
    await put(holder, session.id, 'unsubscribe');
    await runJobs();
    const declined = await put(first, session.id, 'decline-offer');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.status).toBe('waiting');
    await runJobs();
    expect((await state(session.id)).held).toEqual([second.id]);
    const again = await put(first, session.id, 'decline-offer');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Aucune place ne vous est réservée dans cette séance en ce moment. Vous restez sur la liste d'attente.",
    );
  });

  it('lapsed, goes to the next in line', async () => {
    const { session, holder, waiting } = await fullSession(2);
    const [first, second] = waiting as [typeof holder, typeof holder];
    await put(holder, session.id, 'unsubscribe');
    await runJobs();
    const lapse = new Date((await state(session.id)).holds.get(first.id)!.getTime() + 60_000);
    await runJobs(lapse);
    const after = await state(session.id, lapse);
    expect(after.held).toEqual([second.id]);
    expect(after.validated).toEqual([]);
  });

  it('accepted at the very moment its hold lapses goes to exactly one person', async () => {
    for (let round = 0; round < 3; round++) {
      const { session, holder, waiting } = await fullSession(2);
      const [first, second] = waiting as [typeof holder, typeof holder];
      await put(holder, session.id, 'unsubscribe');
      await runJobs();
      const lapse = (await state(session.id)).holds.get(first.id)!;
      const viewer = (await loadViewer(db(), first.id, lapse))!;
      const outcomes = await Promise.allSettled([
        takePlace(db(), viewer, session.id, first.id, lapse),
        sweepOffers(db(), lapse),
      ]);
      const after = await state(session.id, lapse);
      expect(after.validated.length + after.held.length, JSON.stringify(outcomes)).toBe(1);
      if (after.validated.length === 1) expect(after.validated).toEqual([first.id]);
      else expect(after.held).toEqual([second.id]);
    }
  });

  it('is held no later than 2 hours before the start, and not at all closer to it', async () => {
    const soon = await fullSession(1, 0.25); // in 6 hours
    await put(soon.holder, soon.session.id, 'unsubscribe');
    await runJobs();
    expect((await state(soon.session.id)).holds.get(soon.waiting[0]!.id)!.getTime()).toBe(
      soon.session.start.getTime() - 2 * hour,
    );
    const closer = await fullSession(1, 1 / 24); // in 1 hour
    await put(closer.holder, closer.session.id, 'unsubscribe');
    await runJobs();
    expect((await state(closer.session.id)).held).toEqual([]);
    expect((await put(closer.waiting[0]!, closer.session.id, 'take-place')).statusCode).toBe(200);
  });

  it('skips a member who turned offers off: she keeps her position', async () => {
    const { session, holder, waiting } = await fullSession(2);
    const [first, second] = waiting as [typeof holder, typeof holder];
    await db().insert(sessionMailPreferences).values({ userId: first.id, offers: false });
    await put(holder, session.id, 'unsubscribe');
    await runJobs();
    expect((await state(session.id)).held).toEqual([second.id]);
  });

  it('more places on the session are offered too', async () => {
    const { session, waiting } = await fullSession(2);
    const admin = await createAdmin(db());
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/meetings/${session.id}`,
      headers: await signIn(db(), admin),
      payload: { places: 3 },
    });
    expect(response.statusCode, response.body).toBe(200);
    await runJobs();
    expect((await state(session.id)).held.sort()).toEqual(waiting.map((member) => member.id).sort());
  });
});
