import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema/index.ts';
import { login } from '../helpers/auth.ts';
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

type Person = 'admin' | 'member' | 'nonMember' | 'outsider' | 'pro' | 'young' | 'carer';
let t: TestApp;
const sessions = {} as Record<Person, { authorization: string }>;
const ids = {} as Record<Person, number>;
const memberEmail = 'membre@exemple.test';
const nonMemberEmail = 'non-membre@exemple.test';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const carer = await createMember(db, {
    premium: true,
    isAja: true,
    ajaRole: 'aja_assistant',
    email: 'aidant@exemple.test',
  });
  const people: Record<Person, { id: number }> = {
    admin: await createAdmin(db),
    member: await createMember(db, { premium: true, email: memberEmail }),
    nonMember: await createMember(db, { email: nonMemberEmail, password: 'motdepasse' }),
    outsider: await createMember(db, { premium: true }),
    pro: await createPro(db, { status: 'basic', premium: true }),
    young: await createMember(db, { premium: true, isAja: true, ajaRole: 'aja_young', assistantId: carer.id }),
    carer,
  };
  for (const [name, person] of Object.entries(people) as [Person, { id: number }][]) {
    sessions[name] = await signIn(db, person);
    ids[name] = person.id;
  }
  // The member has a place in the pro's workshop and a paid donation; the outsider neither.
  const {
    sessions: [session],
  } = await createWorkshop(db, { owner: people.pro });
  await subscribe(db, people.member, session!);
  await createPayment(db, people.member);
});
afterAll(() => t?.close());

const get = (as: Person, url: string) => t.app.inject({ method: 'GET', url, headers: sessions[as] });
const send = (as: Person, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: sessions[as], ...(payload ? { payload } : {}) });

/** A member with a place in the pro's workshop, and one with none. */
const membersAroundPro = async () => ({ inside: ids.member, outside: ids.outsider });

describe('GET /api/users/{id}', () => {
  it('P2-PROF-24 a member reads themself with payments, carer and subscriptions', async () => {
    const id = ids.member;
    const response = await get(
      'member',
      `/api/users/${id}?with[0]=payments&with[1]=aja_assistant&with[2]=subscriptions.workshop`,
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.email).toBe(memberEmail);
    expect(data.payments.length).toBeGreaterThan(0);
    expect(data.payments[0]).toMatchObject({ ref: expect.any(String), amount: { subscription: expect.any(Number) } });
    expect(data.subscriptions[0].workshop).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(data).toHaveProperty('aja_assistant');
  });

  it('accepts with[]=… and a single with=… as well', async () => {
    const id = ids.member;
    expect((await get('member', `/api/users/${id}?with[]=payments`)).json().data.payments).toBeDefined();
    expect((await get('member', `/api/users/${id}?with=payments`)).json().data.payments).toBeDefined();
  });

  it('a member cannot read another member (403)', async () => {
    const response = await get('nonMember', `/api/users/${ids.member}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', message: 'Action non autorisée' });
  });

  it('P2-PROF-25 a premium pro reads a member of their workshops with every field of a user (part 2), never the password', async () => {
    const { inside } = await membersAroundPro();
    const response = await get('pro', `/api/users/${inside}?with[0]=subscriptions.workshop&with[1]=aja_assistant`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    // Part 2 §3 User; payments are not the pro's to read (P2-ROLE-08, below).
    const keys = [
      'id',
      'firstname',
      'lastname',
      'complete_name',
      'email',
      'code',
      'member_code',
      'created_at',
      'birthdate',
      'street',
      'zip',
      'city',
      'phone',
      'role',
      'role_name',
      'types',
      'is_aja',
      'aja_role',
      'aja_assistant',
      'is_invited',
      'premium_dates',
      'qr_info_alert',
      'qsat_alert',
      'show_oncommence_menu',
      'show_oncommence_banner',
      'current_pro_status',
      'is_pro_status_blocked',
      'is_archived',
      'last_qpr',
      'last_qsat',
      'subscriptions_count',
      'presences_count',
      'absences_count',
      'unsubscriptions_count',
      'subscriptions',
    ];
    for (const key of keys) expect(data, key).toHaveProperty(key);
    expect(data.premium_dates).toMatchObject({ start: expect.any(String), end: expect.any(String) });
    // The member holds a validated place in the pro's workshop, not yet marked.
    expect(data).toMatchObject({
      subscriptions_count: 1,
      presences_count: 0,
      absences_count: 0,
      unsubscriptions_count: 0,
    });
    expect(JSON.stringify(data)).not.toMatch(/password/i);
  });

  it('P2-ROLE-08 a premium pro reads the members of their workshops, without their payments', async () => {
    const { inside, outside } = await membersAroundPro();
    const allowed = await get('pro', `/api/users/${inside}?with[0]=payments`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.payments).toBeUndefined();
    expect((await get('pro', `/api/users/${outside}`)).statusCode).toBe(403);
  });

  it('the staff read anyone', async () => {
    const response = await get('admin', `/api/users/${ids.member}?with[0]=payments`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.payments.length).toBeGreaterThan(0);
  });

  it('refuses a visitor, an unknown id and a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${ids.member}` })).statusCode).toBe(401);
    expect((await get('admin', '/api/users/999999')).statusCode).toBe(404);
    expect((await get('admin', '/api/users/abc')).statusCode).toBe(422);
    expect((await get('admin', `/api/users/${ids.member}?with[0]=password`)).statusCode).toBe(422);
  });
});

describe('PUT /api/users/{id}', () => {
  const profile = {
    lastname: 'Bernard',
    firstname: 'Sophie',
    email: nonMemberEmail,
    birthdate: '1968-02-11',
    street: '12 avenue Jean Jaurès',
    zip: '69007',
    city: 'Lyon',
    phone: '06 11 22 33 44',
  };

  it('P2-PROF-16 saves the profile and GET /api/user shows it', async () => {
    const response = await send('nonMember', 'PUT', `/api/users/${ids.nonMember}`, profile);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Utilisateur enregistré !');
    const { data } = (await get('nonMember', '/api/user')).json();
    expect(data).toMatchObject({ firstname: 'Sophie', city: 'Lyon', phone: '06 11 22 33 44' });
  });

  it('P2-PROF-10 P2-PROF-11 refuses missing fields and a bad e-mail with French messages, writing nothing', async () => {
    const response = await send('nonMember', 'PUT', `/api/users/${ids.nonMember}`, {
      ...profile,
      firstname: 'Changé',
      city: '',
      email: 'abc',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ city: ['Champ requis'], email: ['Format invalide'] });
    expect((await get('nonMember', '/api/user')).json().data.firstname).toBe('Sophie');
  });

  it('keeps e-mails unique without saying an address is taken (ADR 021)', async () => {
    const response = await send('nonMember', 'PUT', `/api/users/${ids.nonMember}`, {
      ...profile,
      email: memberEmail.toUpperCase(),
      old_password: 'motdepasse',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().pending_email).toBe(memberEmail);
    expect((await get('nonMember', '/api/user')).json().data.email).toBe(nonMemberEmail);
  });

  it('P2-PROF-12 a new password needs 8 characters and the right old password', async () => {
    const url = `/api/users/${ids.nonMember}`;
    const short = await send('nonMember', 'PUT', url, {
      ...profile,
      password: 'court',
      password_confirmation: 'court',
    });
    expect(short.json().errors.password).toEqual(['8 caractères min.']);
    const noOld = await send('nonMember', 'PUT', url, {
      ...profile,
      password: 'nouveau-mdp',
      password_confirmation: 'nouveau-mdp',
    });
    expect(noOld.json().errors).toEqual({ old_password: ['Champ requis'] });
    const wrongOld = await send('nonMember', 'PUT', url, {
      ...profile,
      old_password: 'pas-le-bon',
      password: 'nouveau-mdp',
      password_confirmation: 'nouveau-mdp',
    });
    expect(wrongOld.json().errors).toEqual({ old_password: ['Ancien mot de passe incorrect'] });
    const ok = await send('nonMember', 'PUT', url, {
      ...profile,
      old_password: 'motdepasse',
      password: 'nouveau-mdp',
      password_confirmation: 'nouveau-mdp',
    });
    expect(ok.statusCode).toBe(200);
    await expect(login(t.app, nonMemberEmail, 'nouveau-mdp')).resolves.toHaveProperty('access_token');
  });

  it('nobody edits someone else, not even the pro of their workshop', async () => {
    const { inside } = await membersAroundPro();
    expect((await send('pro', 'PUT', `/api/users/${inside}`, profile)).statusCode).toBe(403);
    expect((await send('member', 'PUT', `/api/users/${ids.nonMember}`, profile)).statusCode).toBe(403);
  });
});

describe('AJA carer', () => {
  const url = () => `/api/users/${ids.young}/aja-assistant`;

  it('P2-PROF-22 P2-PROF-20 the young person removes then names a carer', async () => {
    const removed = await send('young', 'DELETE', url());
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Aidant supprimé avec succès !');
    expect((await get('young', '/api/user')).json().data.aja_assistant).toBeNull();

    const added = await send('young', 'POST', url(), {
      firstname: 'Paul',
      lastname: 'Lefèvre',
      email: 'Paul.Lefevre@exemple.fr',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      data: { firstname: 'Paul', lastname: 'Lefèvre', email: 'paul.lefevre@exemple.fr' },
      message: 'Aidant ajouté avec succès !',
    });
    const { data } = (await get('young', '/api/user')).json();
    expect(data.aja_assistant).toEqual({ firstname: 'Paul', lastname: 'Lefèvre', email: 'paul.lefevre@exemple.fr' });
    const [carer] = await t.database.db.select().from(users).where(eq(users.email, 'paul.lefevre@exemple.fr'));
    expect(carer).toMatchObject({ ajaRole: 'aja_assistant', isInvited: true, passwordHash: null });
    // The new carer is invited to choose a password.
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'paul.lefevre@exemple.fr'));
    expect(mail?.text).toMatch(/\/complete-registration\/[\w-]+\?email=/);
  });

  it('refuses a second carer, an e-mail of a non-carer account and an incomplete form', async () => {
    expect(
      (await send('young', 'POST', url(), { firstname: 'A', lastname: 'B', email: 'autre@exemple.fr' })).statusCode,
    ).toBe(422);
    await send('young', 'DELETE', url());
    // The address of another account is answered as a new one and links nothing (ADR 021).
    const taken = await send('young', 'POST', url(), { firstname: 'A', lastname: 'B', email: memberEmail });
    expect(taken.statusCode).toBe(201);
    const incomplete = await send('young', 'POST', url(), { firstname: '', lastname: 'B', email: 'x' });
    expect(incomplete.json().errors).toEqual({ firstname: ['Champ requis'], email: ['Format invalide'] });
    const [row] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.id, ids.young!), isNull(users.assistantId)));
    expect(row?.count).toBe(1);
  });

  it('only an AJA young person has a carer', async () => {
    const response = await send('member', 'POST', `/api/users/${ids.member}/aja-assistant`, {
      firstname: 'A',
      lastname: 'B',
      email: 'c@exemple.fr',
    });
    expect(response.statusCode).toBe(403);
  });
});
