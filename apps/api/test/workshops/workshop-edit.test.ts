import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { workshops } from '../../src/db/schema/index.ts';
import {
  createAdmin,
  createMember,
  createPro,
  createSubstitution,
  createWorkshop,
  signIn,
} from '../helpers/factories.ts';
import { workshopTestApp, type Item } from './workshop-test-app.ts';

const { ctx, get, db } = workshopTestApp();

const as: Record<string, { authorization: string }> = {};
let onsiteId = 0;
let remoteId = 0;

beforeAll(async () => {
  const owner = await createPro(db(), { premium: true });
  const people = {
    owner,
    secondary: await createPro(db(), { premium: true }),
    substitute: await createPro(db(), { premium: true }),
    laterSubstitute: await createPro(db(), { premium: true }),
    other: await createPro(db(), { premium: true }),
    lapsedOwner: await createPro(db()),
    member: await createMember(db(), { premium: true }),
    admin: await createAdmin(db()),
  };
  for (const [name, person] of Object.entries(people)) as[name] = await signIn(db(), person);
  const { workshop } = await createWorkshop(db(), { owner, secondaryPro: people.secondary });
  await createSubstitution(db(), workshop, people.substitute, -1, 3);
  await createSubstitution(db(), workshop, people.laterSubstitute, 3, 6);
  await db().update(workshops).set({ lat: 48.84, lng: 2.39 }).where(eq(workshops.id, workshop.id));
  onsiteId = workshop.id;
  remoteId = (await createWorkshop(db(), { owner: people.lapsedOwner, type: 'remote' })).workshop.id;
  await db()
    .update(workshops)
    .set({ userId: owner.id, secondaryProId: people.lapsedOwner.id })
    .where(eq(workshops.id, remoteId));
});

const put = (workshopId: number, body: unknown, who?: string) =>
  ctx.t.app.inject({
    method: 'PUT',
    url: `/api/workshops/${workshopId}`,
    payload: body as object,
    headers: who ? as[who] : {},
  });
const stored = async (workshopId: number) =>
  (await db().select().from(workshops).where(eq(workshops.id, workshopId)))[0]!;

describe('PUT /api/workshops/{id}: the workshop’s pro edits its description and address (P2 §7, ADR 035)', () => {
  it('P2-WSD-16 the owner changes the description and the address; the coordinates stay, the département follows', async () => {
    const response = await put(
      onsiteId,
      {
        description: ' Un atelier au calme. ',
        info_address: '2e étage',
        street: '3 rue Neuve',
        zip: '69003',
        city: 'Lyon',
      },
      'owner',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: onsiteId,
      description: 'Un atelier au calme.',
      info_address: '2e étage',
      street: '3 rue Neuve',
      zip: '69003',
      city: 'Lyon',
      department: '69',
    });
    expect(await stored(onsiteId)).toMatchObject({ lat: 48.84, lng: 2.39, department: '69' });
  });

  it('P2-ROLE-08 the secondary pro, the current substitute and the staff may; a substitute outside its dates, another pro, a member may not', async () => {
    for (const who of ['secondary', 'substitute', 'admin']) {
      const response = await put(onsiteId, { description: `Par ${who}` }, who);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(200);
    }
    for (const who of ['laterSubstitute', 'other', 'member']) {
      const response = await put(onsiteId, { description: 'Non' }, who);
      expect(response.statusCode, who).toBe(403);
    }
    expect((await put(onsiteId, { description: 'Non' })).statusCode).toBe(401);
    // A pro whose membership has ended sees the members-only answer, even on their workshop.
    const lapsed = await put(remoteId, { description: 'Non' }, 'lapsedOwner');
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().message).toBe('Cette fonctionnalité est réservée aux adhérents.');
    expect((await stored(onsiteId)).description).toBe('Par admin');
    expect((await put(999_999, { description: 'x' }, 'owner')).statusCode).toBe(404);
  });

  it('the back office’s fields are refused under their names, and nothing is written', async () => {
    const before = await stored(onsiteId);
    const response = await put(
      onsiteId,
      { description: 'Changée', active: false, user_id: 1, partner_id: 2, is_aja: true },
      'owner',
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['active', 'is_aja', 'partner_id', 'user_id']);
    expect(response.json().errors.active).toEqual(['Ce champ est géré par l’administration']);
    expect(await stored(onsiteId)).toEqual(before);
  });

  it('bad input: French messages under their fields, 422, nothing written', async () => {
    const before = await stored(onsiteId);
    const cases: [object, string, string][] = [
      [{ zip: '6900' }, 'zip', 'Le code postal doit contenir 5 chiffres'],
      [{ street: '1 rue Haute', city: '' }, 'city', 'Indiquez la ville de l’adresse'],
      // The stored postal code is an address too: clearing the city alone is refused.
      [{ city: '' }, 'city', 'Indiquez la ville de l’adresse'],
      [{ description: 'x'.repeat(5001) }, 'description', 'La description ne doit pas dépasser 5000 caractères'],
      [{ description: 42 }, 'description', expect.any(String) as unknown as string],
    ];
    for (const [body, field, message] of cases) {
      const response = await put(onsiteId, body, 'owner');
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await stored(onsiteId)).toEqual(before);
  });

  it('a remote workshop has no address: its description only', async () => {
    const refused = await put(remoteId, { street: '1 rue Haute', city: 'Lyon' }, 'owner');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.street).toEqual([
      'Un atelier en visio n’a pas d’adresse : le lien se renseigne sur chaque séance.',
    ]);
    expect((await put(remoteId, { description: 'En visio', street: '' }, 'owner')).statusCode).toBe(200);
  });

  it('the members’ list shows the change at once (the kept answer is dropped)', async () => {
    const memberList = async () => {
      const response = await get('/api/workshops', { search: { zip: '69' }, per_page: 100 }, as.member);
      return (response.json().data as Item[]).find((item) => item.id === onsiteId);
    };
    await put(onsiteId, { description: 'Avant' }, 'owner');
    expect((await memberList())?.description).toBe('Avant');
    expect((await memberList())?.description).toBe('Avant');
    expect((await put(onsiteId, { description: 'Après' }, 'owner')).statusCode).toBe(200);
    expect((await memberList())?.description).toBe('Après');
  });

  it('two saves at once: both answer, the row holds one of them whole', async () => {
    const [first, second] = await Promise.all([
      put(onsiteId, { description: 'Un', zip: '13001', city: 'Marseille' }, 'owner'),
      put(onsiteId, { description: 'Deux', zip: '33000', city: 'Bordeaux' }, 'secondary'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const row = await stored(onsiteId);
    expect([
      ['Un', '13001', 'Marseille', '13'],
      ['Deux', '33000', 'Bordeaux', '33'],
    ]).toContainEqual([row.description, row.zip, row.city, row.department]);
  });
});
