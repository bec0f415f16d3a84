import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, workshops } from '../../../src/db/schema/index.ts';
import { geocodeAddress } from '../../../src/lib/geocoder.ts';
import { createAdmin, createMember, createPro, createWorkshop, signIn, subscribe } from '../../helpers/factories.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { startGeocoderStub } from './geocoder-stub.ts';

let t: TestApp;
let stub: Awaited<ReturnType<typeof startGeocoderStub>>;
let admin: { authorization: string };
let proAuth: { authorization: string };
let pro = { id: 0 };
let otherPro = { id: 0 };

beforeAll(async () => {
  stub = await startGeocoderStub({
    '75012': { lng: 2.3876, lat: 48.8404 },
    '69003': { lng: 4.85, lat: 45.76, postcode: '69008' },
  });
  t = await createTestApp({ GEOCODER_URL: stub.url });
  const db = t.database.db;
  pro = await createPro(db, { premium: true });
  otherPro = await createPro(db, { premium: true });
  admin = await signIn(db, await createAdmin(db));
  proAuth = await signIn(db, pro);
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, payload, headers });
const stored = async (id: number) => (await t.database.db.select().from(workshops).where(eq(workshops.id, id)))[0];
const auditOf = (entity: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)));
const onsite = () => ({
  name: 'Atelier du parc',
  type: 'onsite',
  user_id: pro.id,
  street: '3 rue de Reuilly',
  zip: '75012',
  city: 'Paris',
});

describe('the back office’s workshops (issue #16, ADR 043)', () => {
  it('P2-WSD-17 the staff creates a workshop; its address is geocoded from the stub; the creation is audited', async () => {
    const response = await call('POST', '/api/workshops', {
      ...onsite(),
      secondary_pro_id: otherPro.id,
      is_aja: false,
      description: 'Remédiation',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data, meta } = response.json();
    expect(data).toMatchObject({
      name: 'Atelier du parc',
      lat: 48.8404,
      lng: 2.3876,
      department: '75',
      secondary_pro_id: otherPro.id,
      active: true,
    });
    expect(meta).toEqual({ geocoding: 'located', message: null });
    expect(stub.asked.at(-1)?.get('postcode')).toBe('75012');
    expect(stub.asked.at(-1)?.get('limit')).toBe('1');
    const lines = await auditOf('workshop', data.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'create', label: 'Atelier du parc' });
    expect(lines[0]!.changes.lat).toEqual({ before: null, after: 48.8404 });
  });

  it('a match in another postal code is no match: saved without coordinates, with the French warning', async () => {
    const response = await call('POST', '/api/workshops', { ...onsite(), zip: '69003', city: 'Lyon' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ lat: null, lng: null, department: '69' });
    expect(response.json().meta.geocoding).toBe('not_found');
    expect(response.json().meta.message).toContain('n’a pas pu être localisée');
  });

  it('an unreachable geocoder: the workshop is saved without coordinates, and the staff is told', async () => {
    const result = await geocodeAddress(
      'http://127.0.0.1:9/geocodage/search',
      { street: null, zip: '75012', city: 'Paris' },
      500,
    );
    expect(result).toEqual({ status: 'unavailable' });
    const offline = await createTestApp({ GEOCODER_URL: 'http://127.0.0.1:9/geocodage/search' });
    try {
      const staff = await signIn(offline.database.db, await createAdmin(offline.database.db));
      const owner = await createPro(offline.database.db, { premium: true });
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/workshops',
        headers: staff,
        payload: { ...onsite(), user_id: owner.id },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({ lat: null, lng: null });
      expect(response.json().meta).toMatchObject({
        geocoding: 'unavailable',
        message: expect.stringContaining('ne répond pas'),
      });
    } finally {
      await offline.close();
    }
    // A second app on its own database: slow to build on a busy machine.
  }, 120_000);

  it('a workshop saved while the geocoder was down is located when saved again with the same address', async () => {
    const { workshop } = await createWorkshop(t.database.db, {
      owner: pro,
      sessionDays: [],
      values: { street: '3 rue de Reuilly', zip: '75012', city: 'Paris', lat: null, lng: null },
    });
    const asked = stub.asked.length;
    const response = await call('PUT', `/api/workshops/${workshop.id}`, { name: 'Atelier enfin localisé' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meta).toEqual({ geocoding: 'located', message: null });
    expect(stub.asked.length).toBe(asked + 1);
    expect(await stored(workshop.id)).toMatchObject({ lat: 48.8404, lng: 2.3876 });
    // Located once, the same address is not asked again.
    expect(
      (await call('PUT', `/api/workshops/${workshop.id}`, { name: 'Atelier localisé' })).json().meta.geocoding,
    ).toBe('unchanged');
    expect(stub.asked.length).toBe(asked + 1);
  });

  it('typed coordinates override the geocoder; every field changes through PUT; the list cache refreshes', async () => {
    const id = (await call('POST', '/api/workshops', onsite())).json().data.id;
    const listed = async () =>
      (await call('GET', `/api/workshops?search=${encodeURIComponent(JSON.stringify({ active: 1 }))}&per_page=100`))
        .json()
        .data.map((w: { id: number }) => w.id);
    expect(await listed()).toContain(id);
    const asked = stub.asked.length;
    const response = await call('PUT', `/api/workshops/${id}`, {
      name: 'Atelier renommé',
      active: false,
      workshop_type: 'oncommence',
      lat: 48.5,
      lng: 2.5,
      user_id: otherPro.id,
      secondary_pro_id: pro.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meta.geocoding).toBe('manual');
    expect(stub.asked.length).toBe(asked);
    expect(await stored(id)).toMatchObject({
      name: 'Atelier renommé',
      active: false,
      workshopType: 'oncommence',
      lat: 48.5,
      lng: 2.5,
      userId: otherPro.id,
    });
    expect(await listed()).not.toContain(id);
    const update = (await auditOf('workshop', id)).find((line) => line.action === 'update');
    expect(update?.changes).toMatchObject({
      name: { before: 'Atelier du parc', after: 'Atelier renommé' },
      lat: { before: 48.8404, after: 48.5 },
    });
  });

  it('bad input: French messages under their fields, 422, nothing written', async () => {
    const id = (await call('POST', '/api/workshops', onsite())).json().data.id;
    const before = await stored(id);
    const member = await createMember(t.database.db);
    const cases: [object, string][] = [
      [{ user_id: member.id }, 'user_id'],
      [{ secondary_pro_id: pro.id }, 'secondary_pro_id'],
      [{ lat: 91, lng: 2 }, 'lat'],
      [{ lat: 48, lng: null }, 'lng'],
      [{ city: '' }, 'city'],
      [{ name: '' }, 'name'],
      [{ partner_id: 999_999 }, 'partner_id'],
    ];
    for (const [body, field] of cases) {
      const response = await call('PUT', `/api/workshops/${id}`, body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect(await stored(id)).toEqual(before);
    // The pros' rules do not change: a pro still cannot send the staff's fields.
    expect((await call('PUT', `/api/workshops/${id}`, { name: 'Non' }, proAuth)).statusCode).toBe(422);
    expect((await call('POST', '/api/workshops', onsite(), proAuth)).statusCode).toBe(403);
  });

  it('P2-WSD-18 deleting answers « Atelier supprimé ! », then GET is 404; refused while it had participants', async () => {
    const { workshop } = await createWorkshop(t.database.db, { owner: pro });
    const response = await call('DELETE', `/api/workshops/${workshop.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Atelier supprimé !' });
    expect((await call('GET', `/api/workshops/${workshop.id}`)).statusCode).toBe(404);
    expect((await auditOf('workshop', workshop.id)).map((line) => line.action)).toEqual(['delete']);

    const taken = await createWorkshop(t.database.db, { owner: pro });
    await subscribe(t.database.db, await createMember(t.database.db, { premium: true }), taken.sessions[0]!);
    const refused = await call('DELETE', `/api/workshops/${taken.workshop.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Désactivez-le plutôt');
    expect(await stored(taken.workshop.id)).toBeDefined();
  });

  it('substitutions: added and removed with their audit lines; a bad period or a non-pro is refused', async () => {
    const { workshop } = await createWorkshop(t.database.db, { owner: pro });
    const url = `/api/admin/workshops/${workshop.id}/substitutions`;
    const bad = await call('POST', url, {
      user_id: otherPro.id,
      start: '2030-01-08T09:00:00Z',
      end: '2030-01-01T09:00:00Z',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.end).toEqual(['La fin doit être après le début.']);
    const member = await createMember(t.database.db);
    expect(
      (await call('POST', url, { user_id: member.id, start: '2030-01-01T09:00:00Z', end: '2030-01-08T09:00:00Z' }))
        .statusCode,
    ).toBe(422);
    const added = await call('POST', url, {
      user_id: otherPro.id,
      start: '2030-01-01T09:00:00Z',
      end: '2030-01-08T09:00:00Z',
    });
    expect(added.statusCode, added.body).toBe(200);
    const [substitution] = added.json().data;
    expect(substitution).toMatchObject({ user_id: otherPro.id, start: '2030-01-01T09:00:00.000Z' });
    const removed = await call('DELETE', `${url}/${substitution.id}`);
    expect(removed.json().data).toEqual([]);
    expect((await auditOf('substitution', substitution.id)).map((line) => line.action)).toEqual(['create', 'delete']);
  });

  it('the list filters and pages; the export is a real xlsx', async () => {
    const response = await call('GET', `/api/admin/workshops?q=parc&owner=${pro.id}&type=onsite&per_page=20`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meta).toMatchObject({ page: 1, per_page: 20 });
    expect(response.json().data.every((w: { name: string }) => w.name.includes('parc'))).toBe(true);
    expect((await call('GET', '/api/admin/workshops?per_page=7')).statusCode).toBe(422);
    const file = await call('GET', '/api/admin/workshops/export?active=1');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
