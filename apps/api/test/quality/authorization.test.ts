import { and, eq, isNotNull, isNull, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetings, meetingSubscriptions, payments, substitutions, surveys, users, workshops } from '../../src/db/schema/index.ts';
import { seedDemoData } from '../helpers/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { checks, isAllowed, type Fixtures } from './authorization-matrix.ts';
import { freshToken, roles, signInEveryRole, type Actor, type Role } from './roles.ts';

let t: TestApp;
let cleanup: () => void;
let actors: Record<Role, Actor>;
let fixtures: Fixtures;

const address = { street: '2 rue des Tilleuls', zip: '75012', city: 'Paris', phone: '06 00 00 00 00' };

async function createFixtures(): Promise<Fixtures> {
  const db = t.database.db;
  const [pro] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'pro@demo.fr'));
  const [young] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'jeune@demo.fr'));
  const [meeting] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(
      and(
        eq(workshops.userId, pro!.id),
        isNull(workshops.secondaryProId),
        notExists(db.select().from(substitutions).where(eq(substitutions.workshopId, workshops.id))),
      ),
    )
    .limit(1);
  const [member, stranger] = await db
    .insert(users)
    .values([
      { ...address, firstname: 'Anne', lastname: 'Témoin', email: 'temoin.atelier@exemple.fr' },
      { ...address, firstname: 'Luc', lastname: 'Inconnu', email: 'inconnu.total@exemple.fr' },
    ])
    .returning({ id: users.id });
  await db.insert(meetingSubscriptions).values({ meetingId: meeting!.id, userId: member!.id, status: 'waiting' });
  const [membre] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'membre@demo.fr'));
  const [receipt] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, membre!.id), eq(payments.status, 'paid'), isNotNull(payments.receiptNumber)));
  const [satisfaction] = await db.select({ id: surveys.id }).from(surveys).where(eq(surveys.ref, 'satisfaction'));
  const everyone = await db.select().from(users);
  const profileBodies = new Map(
    everyone.map((u) => [
      u.id,
      Object.fromEntries(
        Object.entries({ lastname: u.lastname, firstname: u.firstname, email: u.email, birthdate: u.birthdate, street: u.street, zip: u.zip, city: u.city, phone: u.phone }).filter(
          ([, value]) => value !== null,
        ),
      ),
    ]),
  );
  return { workshopMemberId: member!.id, strangerId: stranger!.id, youngId: young!.id, receiptPaymentId: receipt!.id, satisfactionSurveyId: satisfaction!.id, profileBodies };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ cleanup } = await seedDemoData(t.database));
  actors = await signInEveryRole(t.app, t.database);
  fixtures = await createFixtures();
}, 120_000);
afterAll(async () => {
  await t.close();
  cleanup();
});

describe('authorisation matrix', () => {
  it('covers every route the API serves', () => {
    const served = new Set(t.app.routeList.map((route) => `${route.method} ${route.url}`));
    const listed = new Set(checks.map((check) => check.route));
    expect([...served].filter((route) => !listed.has(route)), 'routes missing from the matrix').toEqual([]);
    expect([...listed].filter((route) => !served.has(route)), 'matrix rows for routes that do not exist').toEqual([]);
  });

  it('gives each role exactly the access the matrix says', async () => {
    const failures: string[] = [];
    let count = 0;
    for (const check of checks) {
      for (const role of roles) {
        const actor = actors[role];
        const token = check.endsSession ? await freshToken(t.app, actor) : actor.token;
        const options = check.request(actor, fixtures);
        const response = await t.app.inject({
          ...options,
          headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        count++;
        const allowed = isAllowed(check.allowed, role);
        const status = response.statusCode;
        const expected = allowed ? 'not 401/403' : role === 'visitor' ? '401' : '403';
        const ok = status < 500 && (allowed ? status !== 401 && status !== 403 : status === (role === 'visitor' ? 401 : 403));
        if (!ok) failures.push(`${check.route} [${check.about}] as ${role}: ${status} ${response.body.slice(0, 200)}, expected ${expected}`);
      }
    }
    console.log(`authorisation matrix: ${count} route × role checks over ${checks.length} rows`);
    expect(failures).toEqual([]);
  }, 120_000);
});
