import { beforeAll, describe, expect, it } from 'vitest';
import { nearMessages } from '@plateforme/shared/messages/workshops-near';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { createMember, createPro, createWorkshop, signIn } from '../helpers/factories.ts';
import { workshopTestApp, type Item } from './workshop-test-app.ts';

const { get, db } = workshopTestApp();

type NearPage = {
  data: Item[];
  meta: { total: number; near?: { name: string; reference: string; distances: Record<string, number> } };
};

/** On-site workshops where the staff located them, and one in visio with no place. */
const places = {
  bordeaux: { zip: '33000', city: 'Bordeaux', department: '33', lat: 44.8378, lng: -0.5792 },
  merignac: { zip: '33700', city: 'Mérignac', department: '33', lat: 44.8386, lng: -0.6436 },
  toulouse: { zip: '31000', city: 'Toulouse', department: '31', lat: 43.6047, lng: 1.4442 },
  paris11: { zip: '75011', city: 'Paris', department: '75', lat: 48.8592, lng: 2.38 },
  paris15: { zip: '75015', city: 'Paris', department: '75', lat: 48.8401, lng: 2.2935 },
  saintEtienne: { zip: '42000', city: 'Saint-Étienne', department: '42', lat: 45.4397, lng: 4.3872 },
  lyon3: { zip: '69003', city: 'Lyon', department: '69', lat: 45.7597, lng: 4.8498 },
  lyon9: { zip: '69009', city: 'Lyon', department: '69', lat: 45.774, lng: 4.806 },
  marseille1: { zip: '13001', city: 'Marseille', department: '13', lat: 43.2999, lng: 5.3841 },
  marseille9: { zip: '13009', city: 'Marseille', department: '13', lat: 43.234, lng: 5.443 },
};
type Place = keyof typeof places;
const ids = {} as Record<Place | 'remote', number>;
let young = { authorization: '' };

beforeAll(async () => {
  const owner = await createPro(db(), { premium: true });
  for (const [place, values] of Object.entries(places) as [Place, (typeof places)[Place]][]) {
    ids[place] = (await createWorkshop(db(), { owner, values })).workshop.id;
  }
  ids.remote = (
    await createWorkshop(db(), { owner, type: 'remote', values: { zip: '33000', city: 'Bordeaux' } })
  ).workshop.id;
  const carer = await createMember(db(), { premium: true, isAja: true, ajaRole: 'aja_assistant' });
  const youngMember = await createMember(db(), {
    premium: true,
    isAja: true,
    ajaRole: 'aja_young',
    assistantId: carer.id,
  });
  young = await signIn(db(), youngMember);
});

const ours = new Set<number>();
const mine = (page: NearPage) => {
  if (!ours.size) Object.values(ids).forEach((id) => ours.add(id));
  return page.data.map((item) => item.id).filter((id) => ours.has(id));
};

async function near(text: string, extra: Record<string, unknown> = {}): Promise<NearPage> {
  const response = await get('/api/workshops', { search: { is_aja: 0, near: text }, per_page: 100, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/workshops: « Près de », nearest first', () => {
  it('a postal code or its town: on-site workshops by distance, the remote one last, each distance in km', async () => {
    for (const text of ['33000', 'Bordeaux', ' bordeaux ']) {
      const page = await near(text);
      const order = mine(page);
      expect(order.slice(0, 3)).toEqual([ids.bordeaux, ids.merignac, ids.toulouse]);
      expect(order.at(-1)).toBe(ids.remote);
      expect(page.meta.near).toMatchObject({ name: 'Bordeaux', reference: 'Bordeaux' });
      expect(page.meta.near?.distances[String(ids.bordeaux)]).toBe(0);
      expect(page.meta.near?.distances[String(ids.merignac)]).toBe(5);
      expect(page.meta.near?.distances[String(ids.toulouse)]).toBeGreaterThan(200);
      expect(page.meta.near?.distances).not.toHaveProperty(String(ids.remote));
    }
  });

  it('accents, case and hyphens do not count: « saint etienne » is Saint-Étienne', async () => {
    for (const text of ['saint etienne', 'SAINT-ÉTIENNE', 'Saint-Etienne']) {
      const page = await near(text);
      expect(mine(page)[0]).toBe(ids.saintEtienne);
      expect(page.meta.near?.name).toBe('Saint-Étienne');
    }
  });

  it('arrondissements of Paris, Lyon and Marseille, by postal code or by name', async () => {
    const first = async (text: string) => mine(await near(text))[0];
    expect(await first('75011')).toBe(ids.paris11);
    expect(await first('Paris 11e')).toBe(ids.paris11);
    expect(await first('paris 11')).toBe(ids.paris11);
    expect(await first('75015')).toBe(ids.paris15);
    expect(await first('Paris 15e arrondissement')).toBe(ids.paris15);
    expect(await first('69009')).toBe(ids.lyon9);
    expect(await first('Lyon 3e')).toBe(ids.lyon3);
    expect(await first('13001')).toBe(ids.marseille1);
    expect(await first('Marseille 9e')).toBe(ids.marseille9);
    expect((await near('75011')).meta.near?.name).toBe('Paris 11e');
  });

  it('a town far from its chef-lieu is measured from it, and says so', async () => {
    // Arcachon (33120) has no point of its own in the bundled data: Bordeaux stands for it.
    const page = await near('Arcachon');
    expect(page.meta.near).toMatchObject({ name: 'Arcachon', reference: 'Bordeaux' });
    expect(mine(page)[0]).toBe(ids.bordeaux);
  });

  it('orders by distance whatever the sort asked, and keeps the other filters', async () => {
    expect(mine(await near('Bordeaux', { sort: 'name', direction: 'desc' })).slice(0, 2)).toEqual([
      ids.bordeaux,
      ids.merignac,
    ]);
    const response = await get('/api/workshops', { search: { near: 'Toulouse', department: '33' }, per_page: 100 });
    const page = response.json() as NearPage;
    expect(mine(page)).toEqual([ids.bordeaux, ids.merignac]);
  });

  it('an unknown place or a too short text: 422 with a French message under search.near', async () => {
    for (const text of ['Zzzzville', '00000', '99999']) {
      const response = await get('/api/workshops', { search: { near: text } });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors['search.near']).toEqual([nearMessages.unknownPlace]);
    }
    const short = await get('/api/workshops', { search: { near: 'a' } });
    expect(short.statusCode).toBe(422);
    expect(JSON.stringify(short.json().errors)).toContain(nearMessages.tooShort);
  });

  it('P2-WSD-13 an AJA young person is refused the adults’ list with the spec’s message, and given her own', async () => {
    const refused = await get('/api/workshops', { search: { is_aja: 0, active: 1 } }, young);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', message: workshopsMessages.forbidden });
    const own = await get('/api/workshops', { search: { is_aja: 1, active: 1 } }, young);
    expect(own.statusCode).toBe(200);
  });
});
