import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import {
  jobs,
  mailOutbox,
  meetingSubscriptions,
  surveyQuestions,
  surveys,
  surveyVersions,
  workshops,
} from '../../src/db/schema/index.ts';
import { surveyDrafts } from '../../src/seed/survey-questions.ts';
import { encodeCaptchaPayload } from '../helpers/captcha.ts';
import { createMember, createPro, createWorkshop, signIn } from '../helpers/factories.ts';
import { awayFromWindowEdge } from '../helpers/rate-limit-window.ts';
import { registrationBody } from '../registration/registration-helpers.ts';
import { startTwoApiProcesses, type ApiProcess, type TwoApiProcesses } from './two-api-processes.ts';

/**
 * Two API processes on one PostgreSQL database behave as one (ADR 093): requests are spread
 * over both, as a load balancer without sticky sessions does. PostgreSQL only: PGlite is one
 * process by design (it locks its data directory), so there is nothing to share there.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const PASSWORD = 'motdepasse';
const RACE = { places: 5, members: 40 };
const REMINDED = 12;

let two: TwoApiProcesses;
let db: Db;
let pro: { id: number };
/** Members whose place, taken days ago, is due its 48-hour reminder when the processes start. */
const reminded: { email: string }[] = [];
let raceMembers: { id: number; email: string; session: { authorization: string } }[] = [];
let registeredEmail = '';

/** Request `index` goes to A or B in turn. */
const via = (index: number): ApiProcess => (index % 2 === 0 ? two.a : two.b);
let nextIp = 1;
const newIp = () => `198.51.100.${nextIp++}`;

async function solveCaptchaFrom(api: ApiProcess): Promise<string> {
  const challenge = (await api.call('GET', '/api/captcha/challenge')).body as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('défi captcha non résolu');
  return encodeCaptchaPayload(challenge, solution);
}

const signInOn = (api: ApiProcess, email: string, password: string, ip: string, captcha?: string) =>
  api.call('POST', '/oauth/token', {
    ip,
    body: { grant_type: 'password', username: email, password, client_id: 'web', ...(captcha ? { captcha } : {}) },
  });

async function tokensOn(api: ApiProcess, email: string, password: string, ip: string) {
  const answer = await signInOn(api, email, password, ip);
  expect(answer.status, answer.text).toBe(200);
  return {
    headers: { authorization: `Bearer ${String(answer.body.access_token)}` },
    refresh: String(answer.body.refresh_token),
  };
}

const refreshOn = (api: ApiProcess, refreshToken: string) =>
  api.call('POST', '/oauth/token', {
    body: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'web' },
  });

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL database (ADR 093)', () => {
  beforeAll(async () => {
    two = await startTwoApiProcesses(async (database) => {
      const now = new Date();
      const owner = await createPro(database.db, { status: 'basic', premium: true });
      const {
        sessions: [soon],
      } = await createWorkshop(database.db, { owner, sessionDays: [47.5 / 24], places: 30 });
      for (let i = 0; i < REMINDED; i++) {
        const member = await createMember(database.db, { premium: true });
        await database.db.insert(meetingSubscriptions).values({
          meetingId: soon!.id,
          userId: member.id,
          status: 'validated',
          createdAt: new Date(+now - 3600_000),
        });
        reminded.push(member);
      }
    });
    db = two.database.db;
    pro = await createPro(db, { status: 'basic', premium: true });
    raceMembers = await Promise.all(
      Array.from({ length: RACE.members }, async () => {
        const member = await createMember(db, { premium: true });
        return { ...member, session: await signIn(db, member) };
      }),
    );
  }, 150_000);
  afterAll(async () => {
    await two?.stop();
  }, 60_000);

  it('started together, the two processes write the reference data once', async () => {
    const written = await db.select({ id: surveys.id, ref: surveys.ref }).from(surveys);
    expect(written.map((survey) => survey.ref).sort()).toEqual(surveyDrafts.map((draft) => draft.ref).sort());
    for (const draft of surveyDrafts) {
      const id = written.find((survey) => survey.ref === draft.ref)!.id;
      expect(await db.select().from(surveyVersions).where(eq(surveyVersions.surveyId, id))).toHaveLength(1);
      expect(await db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, id))).toHaveLength(
        draft.questions.length,
      );
    }
  });

  it('the subscribe race gives exactly the places: the others wait, in arrival order', async () => {
    const {
      sessions: [session],
    } = await createWorkshop(db, { owner: pro, places: RACE.places });
    const answers = await Promise.all(
      raceMembers.map((member, index) =>
        via(index).call('PUT', `/api/meetings/${session!.id}/subscribe/${member.id}`, { headers: member.session }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 200),
      two.output(),
    ).toHaveLength(RACE.places);
    expect(statuses.filter((status) => status === 202)).toHaveLength(RACE.members - RACE.places);
    const rows = await db
      .select({ status: meetingSubscriptions.status })
      .from(meetingSubscriptions)
      .where(and(eq(meetingSubscriptions.meetingId, session!.id), isNull(meetingSubscriptions.unsubscribedAt)))
      .orderBy(meetingSubscriptions.createdAt, meetingSubscriptions.id);
    expect(rows.map((row) => row.status)).toEqual([
      ...Array(RACE.places).fill('validated'),
      ...Array(RACE.members - RACE.places).fill('waiting'),
    ]);
  });

  it('a captcha solved with a challenge of one process is accepted once, by either, then refused by both', async () => {
    // Both ask for their first challenge at once: they make, or read, one shared signing key.
    const [fromA, fromB] = await Promise.all([solveCaptchaFrom(two.a), solveCaptchaFrom(two.b)]);
    const register = (api: ApiProcess, email: string, captcha: string) =>
      api.call('POST', '/api/register', {
        ip: newIp(),
        body: { ...registrationBody({ reason: 'other' }, { email }), captcha },
      });
    registeredEmail = `inscrite.${Date.now()}@exemple.fr`;
    const accepted = await register(two.b, registeredEmail, fromA);
    expect(accepted.status, accepted.text).toBe(201);
    for (const api of [two.a, two.b]) {
      const replayed = await register(api, `rejouee.${api.name}.${Date.now()}@exemple.fr`, fromA);
      expect(replayed.status).toBe(422);
      expect(replayed.body.errors).toEqual({ captcha: ['La vérification anti-robot a échoué, veuillez réessayer.'] });
    }
    // B's challenge, solved but not used yet, is good on A: one key signs for both.
    const other = await register(two.a, `inscrite.a.${Date.now()}@exemple.fr`, fromB);
    expect(other.status, other.text).toBe(201);
  });

  it('a rate limit counts the requests of both processes: 20 registrations an hour per address', async () => {
    await awayFromWindowEdge(3600, 10);
    const ip = newIp();
    const register = (index: number) =>
      via(index).call('POST', '/api/register', {
        ip,
        body: { ...registrationBody({ reason: 'other' }), captcha: 'pas-résolu' },
      });
    // Ten through each process; each is counted, then refused for its captcha.
    for (let index = 0; index < 20; index++) expect((await register(index)).status).toBe(422);
    for (const index of [0, 1]) {
      const refused = await register(index);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Trop de tentatives, veuillez réessayer plus tard.');
    }
  });

  it('login lockouts count the failures of both: 5 per address and place, 10 per address before a captcha', async () => {
    await awayFromWindowEdge(15 * 60, 10);
    const [locked, guessed] = [
      await createMember(db, { password: PASSWORD }),
      await createMember(db, { password: PASSWORD }),
    ];
    const ip = newIp();
    for (let index = 0; index < 5; index++) {
      expect((await signInOn(via(index), locked.email, 'mauvais-mot', ip)).status).toBe(400);
    }
    for (const api of [two.a, two.b]) {
      const blocked = await signInOn(api, locked.email, PASSWORD, ip);
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toBe('rate_limited');
    }

    // Ten failures from ten places, half on each process: the address now asks for a captcha.
    for (let index = 0; index < 10; index++) {
      expect((await signInOn(via(index), guessed.email, 'mauvais-mot', newIp())).status).toBe(400);
    }
    for (const api of [two.a, two.b]) {
      const asked = await signInOn(api, guessed.email, PASSWORD, newIp());
      expect(asked.status).toBe(429);
      expect(asked.body.error).toBe('captcha_required');
    }
    const captcha = await solveCaptchaFrom(two.a);
    expect((await signInOn(two.b, guessed.email, PASSWORD, newIp(), captcha)).status).toBe(200);
  });

  it('a logout on one process ends the session on the other at once, refresh token included', async () => {
    const member = await createMember(db, { password: PASSWORD });
    const ip = newIp();
    const session = await tokensOn(two.a, member.email, PASSWORD, ip);
    expect((await two.b.call('GET', '/api/user', { headers: session.headers })).status).toBe(200);
    expect((await two.a.call('POST', '/api/logout', { headers: session.headers })).status).toBe(200);
    expect((await two.b.call('GET', '/api/user', { headers: session.headers })).status).toBe(401);
    expect((await refreshOn(two.b, session.refresh)).status).toBe(400);
  });

  it('two tabs refreshing one token through both processes at once get the same new pair, which works on both', async () => {
    const member = await createMember(db, { password: PASSWORD });
    const session = await tokensOn(two.a, member.email, PASSWORD, newIp());
    const [onA, onB] = await Promise.all([refreshOn(two.a, session.refresh), refreshOn(two.b, session.refresh)]);
    expect([onA.status, onB.status], onA.text + onB.text).toEqual([200, 200]);
    expect(onB.body.access_token).toBe(onA.body.access_token);
    expect(onB.body.refresh_token).toBe(onA.body.refresh_token);
    const headers = { authorization: `Bearer ${String(onA.body.access_token)}` };
    for (const api of [two.a, two.b]) expect((await api.call('GET', '/api/user', { headers })).status).toBe(200);
    expect((await two.b.call('GET', '/api/user', { headers: session.headers })).status).toBe(401);
  });

  it('a password changed on one process closes the other sessions on the other at once', async () => {
    const member = await createMember(db, { password: PASSWORD });
    const ip = newIp();
    const here = await tokensOn(two.a, member.email, PASSWORD, ip);
    const elsewhere = await tokensOn(two.b, member.email, PASSWORD, ip);
    const changed = await two.a.call('PUT', `/api/users/${member.id}`, {
      ip,
      headers: here.headers,
      body: {
        lastname: member.lastname,
        firstname: member.firstname,
        email: member.email,
        street: '1 rue de la Paix',
        zip: '75002',
        city: 'Paris',
        phone: '06 11 22 33 44',
        old_password: PASSWORD,
        password: 'nouveau-mdp-1',
        password_confirmation: 'nouveau-mdp-1',
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await two.b.call('GET', '/api/user', { headers: elsewhere.headers })).status).toBe(401);
    expect((await refreshOn(two.b, elsewhere.refresh)).status).toBe(400);
    expect((await two.b.call('GET', '/api/user', { headers: here.headers })).status).toBe(200);
    expect((await signInOn(two.b, member.email, PASSWORD, ip)).status).toBe(400);
    expect((await signInOn(two.b, member.email, 'nouveau-mdp-1', ip)).status).toBe(200);
  });

  it('the workshops list one process answers from memory shows a subscription made on the other within the second', async () => {
    const {
      workshop,
      sessions: [session],
    } = await createWorkshop(db, { owner: pro, sessionDays: [5] });
    const name = `Atelier partagé ${Date.now()}`;
    await db.update(workshops).set({ name }).where(eq(workshops.id, workshop.id));
    const url = `/api/workshops?search=${encodeURIComponent(JSON.stringify({ name }))}`;
    type Item = { name: string; subscriptions_count: number };
    const listOnA = async () => ((await two.a.call('GET', url)).body.data as Item[])[0]!;
    expect(await listOnA()).toMatchObject({ name, subscriptions_count: 0 });

    // Renamed without moving any version: A still answers from memory, the old name.
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table workshops disable trigger user`);
      await tx
        .update(workshops)
        .set({ name: `${name} renommé` })
        .where(eq(workshops.id, workshop.id));
      await tx.execute(sql`alter table workshops enable trigger user`);
    });
    expect(await listOnA()).toMatchObject({ name, subscriptions_count: 0 });

    const member = raceMembers[0]!;
    const subscribed = await two.b.call('PUT', `/api/meetings/${session!.id}/subscribe/${member.id}`, {
      headers: member.session,
    });
    expect(subscribed.status).toBe(200);
    const answeredAt = performance.now();
    expect(await listOnA()).toMatchObject({ name: `${name} renommé`, subscriptions_count: 1 });
    expect(performance.now() - answeredAt).toBeLessThan(1000);
  });

  it('each scheduled job and each e-mail runs once, whichever process claims it', async () => {
    const now = () => new Date();
    await vi.waitFor(
      async () => {
        const [due] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(jobs)
          .where(and(eq(jobs.state, 'pending'), lte(jobs.runAt, now())));
        const [unsent] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.error)));
        if (due!.count + unsent!.count > 0)
          throw new Error(`${due!.count} tâche(s), ${unsent!.count} e-mail(s) en cours`);
      },
      { timeout: 30_000, interval: 200 },
    );
    const received = (email: string) => two.smtp.messages.filter((mail) => mail.to.includes(email.toLowerCase()));

    // The 48-hour reminder: one pass, though both processes polled from their first second.
    for (const member of reminded) {
      expect(received(member.email).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Rappel : /)]);
    }
    const reminderRuns = await db.select().from(jobs).where(eq(jobs.kind, 'session-reminders'));
    expect(reminderRuns.reduce((sum, run) => sum + Number.parseInt(run.result ?? '0', 10), 0)).toBe(REMINDED);
    // The race: one confirmation or waiting-list e-mail per member; the registration: one welcome.
    for (const member of raceMembers.slice(1)) expect(received(member.email)).toHaveLength(1);
    expect(received(registeredEmail)).toHaveLength(1);

    // Every job ran once; every e-mail written once was delivered once.
    const runs = await db.select().from(jobs).where(eq(jobs.state, 'done'));
    expect(runs.filter((run) => run.attempts !== 1)).toEqual([]);
    expect(await db.select().from(jobs).where(eq(jobs.state, 'failed'))).toEqual([]);
    expect(runs.filter((run) => run.kind === 'session-mail')).toHaveLength(RACE.members + 1);
    expect(runs.filter((run) => run.kind === 'welcome-mail')).toHaveLength(2);
    const outbox = await db.select().from(mailOutbox);
    expect(outbox.filter((row) => !row.sentAt || row.attempts !== 1)).toEqual([]);
    expect(two.smtp.messages).toHaveLength(outbox.length);
  });
});
