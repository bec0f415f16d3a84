import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { identify, requireAdmin, requireAuth, requirePremium, requirePremiumPro } from '../../src/plugins/auth.ts';
import { registerErrorHandler } from '../../src/plugins/error-handler.ts';
import { createAdmin, createMember, createPro, signIn } from '../helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/**
 * The route guards read request.viewer through the shared access rules (P1 §4, P2 §4 and §6),
 * the same rules as the web's route table: what the web opens, the API serves.
 */
const guards = {
  auth: requireAuth,
  premium: requirePremium,
  premiumPro: requirePremiumPro,
  admin: requireAdmin,
};
type Guard = keyof typeof guards;

let database: TestDatabase;
let app: FastifyInstance;
const sessions = new Map<string, { authorization: string }>();

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  // The app's own request pipeline (identify, then a guard per route), with one route per guard.
  app = Fastify();
  registerErrorHandler(app);
  app.decorateRequest('auth', null);
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', identify(db));
  for (const [name, onRequest] of Object.entries(guards)) {
    app.get(`/test/guards/${name}`, { onRequest }, async (request) => ({ viewer: request.viewer?.id }));
  }

  const people = {
    member: await createMember(db),
    premiumMember: await createMember(db, { premium: true }),
    ajaYoung: await createMember(db, { premium: true, isAja: true, ajaRole: 'aja_young' }),
    pro: await createPro(db, { status: 'novice' }),
    premiumPro: await createPro(db, { status: 'basic', premium: true }),
    licencePro: await createPro(db, { status: 'licence' }),
    blockedLicencePro: await createPro(db, { status: 'licence', blocked: true }),
    ajaLicencePro: await createPro(db, { status: 'licence', isAja: true }),
    admin: await createAdmin(db),
  };
  for (const [name, person] of Object.entries(people)) sessions.set(name, await signIn(db, person));
  const archived = await createMember(db, { premium: true });
  sessions.set('archived', await signIn(db, archived));
  await db.update(users).set({ isArchived: true }).where(eq(users.id, archived.id));
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function statusOf(guard: Guard, who: string | null) {
  const headers = who ? sessions.get(who) : undefined;
  const response = await app.inject({ method: 'GET', url: `/test/guards/${guard}`, headers });
  return response.statusCode;
}

async function allowed(who: string) {
  const result: Guard[] = [];
  for (const guard of Object.keys(guards) as Guard[]) if ((await statusOf(guard, who)) === 200) result.push(guard);
  return result;
}

describe('route guards', () => {
  it('P1-HOME-28 a visitor, or an archived account, gets 401 from every guard', async () => {
    for (const guard of Object.keys(guards) as Guard[]) {
      expect(await statusOf(guard, null)).toBe(401);
      expect(await statusOf(guard, 'archived')).toBe(401);
    }
  });

  it('P1-ROLE-05 P1-ROLE-06 members: premium only with a running membership, never pro or staff', async () => {
    expect(await allowed('member')).toEqual(['auth']);
    expect(await allowed('premiumMember')).toEqual(['auth', 'premium']);
    expect(await allowed('ajaYoung')).toEqual(['auth', 'premium']);
  });

  it('P1-ROLE-12 P1-ROLE-13 P2-ROLE-01 pros: pro premium needs a membership, or a licence', async () => {
    expect(await allowed('pro')).toEqual(['auth']);
    expect(await allowed('premiumPro')).toEqual(['auth', 'premium', 'premiumPro']);
  });

  it('P1-ROLE-03 P1-ROLE-04 P1-ROLE-14 a licence pro is pro premium, unless blocked or AJA', async () => {
    expect(await allowed('licencePro')).toEqual(['auth', 'premium', 'premiumPro']);
    expect(await allowed('blockedLicencePro')).toEqual(['auth']);
    expect(await allowed('ajaLicencePro')).toEqual(['auth']);
  });

  it('the staff pass every guard', async () => {
    expect(await allowed('admin')).toEqual(['auth', 'premium', 'premiumPro', 'admin']);
  });

  it('a refused viewer gets a French 403 message', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/guards/premiumPro', headers: sessions.get('pro') });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: 'Cette fonctionnalité est réservée aux adhérents.' });
  });
});
