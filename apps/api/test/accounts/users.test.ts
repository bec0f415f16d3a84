import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema/index.ts';
import { bearer, login, type Tokens } from '../helpers/auth.ts';
import { findMembersAroundPro, seedDemoData } from '../helpers/demo.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let cleanup: () => void;
const tokens: Record<string, Tokens> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ cleanup } = await seedDemoData(t.database));
  for (const email of ['admin@demo.fr', 'membre@demo.fr', 'nonmembre@demo.fr', 'pro@demo.fr', 'jeune@demo.fr', 'aidant@demo.fr']) {
    tokens[email] = await login(t.app, email);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[email] = row!.id;
  }
});
afterAll(async () => {
  await t.close();
  cleanup();
});

const get = (as: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[as]!) });
const send = (as: string, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[as]!), ...(payload ? { payload } : {}) });

/** A member with a place in one of pro@demo.fr's workshops, and one with none. */
const membersAroundPro = () => findMembersAroundPro(t.database, ids['pro@demo.fr']!);

describe('GET /api/users/{id}', () => {
  it('P2-PROF-24 a member reads themself with payments, carer and subscriptions', async () => {
    const id = ids['membre@demo.fr'];
    const response = await get('membre@demo.fr', `/api/users/${id}?with[0]=payments&with[1]=aja_assistant&with[2]=subscriptions.workshop`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.email).toBe('membre@demo.fr');
    expect(data.payments.length).toBeGreaterThan(0);
    expect(data.payments[0]).toMatchObject({ ref: expect.any(String), amount: { subscription: expect.any(Number) } });
    expect(data.subscriptions[0].workshop).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(data).toHaveProperty('aja_assistant');
  });

  it('accepts with[]=… and a single with=… as well', async () => {
    const id = ids['membre@demo.fr'];
    expect((await get('membre@demo.fr', `/api/users/${id}?with[]=payments`)).json().data.payments).toBeDefined();
    expect((await get('membre@demo.fr', `/api/users/${id}?with=payments`)).json().data.payments).toBeDefined();
  });

  it('a member cannot read another member (403)', async () => {
    const response = await get('nonmembre@demo.fr', `/api/users/${ids['membre@demo.fr']}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: 'Action non autorisée' });
  });

  it('P2-ROLE-08 a premium pro reads the members of their workshops, without their payments', async () => {
    const { inside, outside } = await membersAroundPro();
    const allowed = await get('pro@demo.fr', `/api/users/${inside}?with[0]=payments`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.payments).toBeUndefined();
    expect((await get('pro@demo.fr', `/api/users/${outside}`)).statusCode).toBe(403);
  });

  it('the staff read anyone', async () => {
    const response = await get('admin@demo.fr', `/api/users/${ids['membre@demo.fr']}?with[0]=payments`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.payments.length).toBeGreaterThan(0);
  });

  it('refuses a visitor, an unknown id and a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${ids['membre@demo.fr']}` })).statusCode).toBe(401);
    expect((await get('admin@demo.fr', '/api/users/999999')).statusCode).toBe(404);
    expect((await get('admin@demo.fr', '/api/users/abc')).statusCode).toBe(422);
    expect((await get('admin@demo.fr', `/api/users/${ids['membre@demo.fr']}?with[0]=password`)).statusCode).toBe(422);
  });
});

describe('PUT /api/users/{id}', () => {
  const profile = {
    lastname: 'Bernard',
    firstname: 'Sophie',
    email: 'nonmembre@demo.fr',
    birthdate: '1968-02-11',
    street: '12 avenue Jean Jaurès',
    zip: '69007',
    city: 'Lyon',
    phone: '06 11 22 33 44',
  };

  it('P2-PROF-16 saves the profile and GET /api/user shows it', async () => {
    const response = await send('nonmembre@demo.fr', 'PUT', `/api/users/${ids['nonmembre@demo.fr']}`, profile);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Utilisateur enregistré !');
    const { data } = (await get('nonmembre@demo.fr', '/api/user')).json();
    expect(data).toMatchObject({ firstname: 'Sophie', city: 'Lyon', phone: '06 11 22 33 44' });
  });

  it('P2-PROF-10 P2-PROF-11 refuses missing fields and a bad e-mail with French messages, writing nothing', async () => {
    const response = await send('nonmembre@demo.fr', 'PUT', `/api/users/${ids['nonmembre@demo.fr']}`, {
      ...profile,
      firstname: 'Changé',
      city: '',
      email: 'abc',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ city: ['Champ requis'], email: ['Format invalide'] });
    expect((await get('nonmembre@demo.fr', '/api/user')).json().data.firstname).toBe('Sophie');
  });

  it('keeps e-mails unique', async () => {
    const response = await send('nonmembre@demo.fr', 'PUT', `/api/users/${ids['nonmembre@demo.fr']}`, {
      ...profile,
      email: 'MEMBRE@demo.fr',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Cette adresse e-mail est déjà utilisée'] });
  });

  it('P2-PROF-12 a new password needs 8 characters and the right old password', async () => {
    const url = `/api/users/${ids['nonmembre@demo.fr']}`;
    const short = await send('nonmembre@demo.fr', 'PUT', url, { ...profile, password: 'court', password_confirmation: 'court' });
    expect(short.json().errors.password).toEqual(['8 caractères min.']);
    const noOld = await send('nonmembre@demo.fr', 'PUT', url, { ...profile, password: 'nouveau-mdp', password_confirmation: 'nouveau-mdp' });
    expect(noOld.json().errors).toEqual({ old_password: ['Champ requis'] });
    const wrongOld = await send('nonmembre@demo.fr', 'PUT', url, {
      ...profile,
      old_password: 'pas-le-bon',
      password: 'nouveau-mdp',
      password_confirmation: 'nouveau-mdp',
    });
    expect(wrongOld.json().errors).toEqual({ old_password: ['Ancien mot de passe incorrect'] });
    const ok = await send('nonmembre@demo.fr', 'PUT', url, {
      ...profile,
      old_password: 'motdepasse',
      password: 'nouveau-mdp',
      password_confirmation: 'nouveau-mdp',
    });
    expect(ok.statusCode).toBe(200);
    await expect(login(t.app, 'nonmembre@demo.fr', 'nouveau-mdp')).resolves.toHaveProperty('access_token');
  });

  it('nobody edits someone else, not even the pro of their workshop', async () => {
    const { inside } = await membersAroundPro();
    expect((await send('pro@demo.fr', 'PUT', `/api/users/${inside}`, profile)).statusCode).toBe(403);
    expect((await send('membre@demo.fr', 'PUT', `/api/users/${ids['nonmembre@demo.fr']}`, profile)).statusCode).toBe(403);
  });
});

describe('AJA carer', () => {
  const url = () => `/api/users/${ids['jeune@demo.fr']}/aja-assistant`;

  it('P2-PROF-22 P2-PROF-20 the young person removes then names a carer', async () => {
    const removed = await send('jeune@demo.fr', 'DELETE', url());
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Aidant supprimé avec succès !');
    expect((await get('jeune@demo.fr', '/api/user')).json().data.aja_assistant).toBeNull();

    const added = await send('jeune@demo.fr', 'POST', url(), { firstname: 'Paul', lastname: 'Lefèvre', email: 'Paul.Lefevre@exemple.fr' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      data: { firstname: 'Paul', lastname: 'Lefèvre', email: 'paul.lefevre@exemple.fr' },
      message: 'Aidant ajouté avec succès !',
    });
    const { data } = (await get('jeune@demo.fr', '/api/user')).json();
    expect(data.aja_assistant).toEqual({ firstname: 'Paul', lastname: 'Lefèvre', email: 'paul.lefevre@exemple.fr' });
    const [carer] = await t.database.db.select().from(users).where(eq(users.email, 'paul.lefevre@exemple.fr'));
    expect(carer).toMatchObject({ ajaRole: 'aja_assistant', isInvited: true, passwordHash: null });
    // The new carer is invited to choose a password.
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'paul.lefevre@exemple.fr'));
    expect(mail?.text).toMatch(/\/complete-registration\/[\w-]+\?email=/);
  });

  it('refuses a second carer, an e-mail of a non-carer account and an incomplete form', async () => {
    expect((await send('jeune@demo.fr', 'POST', url(), { firstname: 'A', lastname: 'B', email: 'autre@exemple.fr' })).statusCode).toBe(422);
    await send('jeune@demo.fr', 'DELETE', url());
    const taken = await send('jeune@demo.fr', 'POST', url(), { firstname: 'A', lastname: 'B', email: 'membre@demo.fr' });
    expect(taken.json().errors).toEqual({ email: ['Cette adresse e-mail est déjà utilisée'] });
    const incomplete = await send('jeune@demo.fr', 'POST', url(), { firstname: '', lastname: 'B', email: 'x' });
    expect(incomplete.json().errors).toEqual({ firstname: ['Champ requis'], email: ['Format invalide'] });
    const [row] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.id, ids['jeune@demo.fr']!), isNull(users.assistantId)));
    expect(row?.count).toBe(1);
  });

  it('only an AJA young person has a carer', async () => {
    const response = await send('membre@demo.fr', 'POST', `/api/users/${ids['membre@demo.fr']}/aja-assistant`, {
      firstname: 'A',
      lastname: 'B',
      email: 'c@exemple.fr',
    });
    expect(response.statusCode).toBe(403);
  });
});
