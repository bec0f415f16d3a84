import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  checkCode,
  createOrientationPartners,
  getProfile,
  registerMember,
  type Member,
} from './registration-helpers.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof createOrientationPartners>>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await createOrientationPartners(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const search = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('GET /api/partners', () => {
  it('P1-REG-46 P1-REG-49 lists the active partners of one support type, with logo', async () => {
    const response = await get(`/api/partners?search=${search({ support_type: 'ligue', active: 1 })}&with[0]=logo`);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data.map((partner: { name: string }) => partner.name)).toEqual([
      'Ligue contre le cancer – Comité de la Gironde',
      'Ligue contre le cancer – Comité de Paris',
      'Ligue contre le cancer – Comité du Rhône',
    ]);
    expect(meta.total).toBe(3);
    for (const partner of data) {
      expect(partner).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        zip: expect.stringMatching(/^\d{5}$/),
        price: 0,
        support_type: 'ligue',
        active: true,
        department: expect.any(String),
        logo_id: expect.any(Number),
        logo: { id: expect.any(Number), path: expect.stringMatching(/\.svg$/), mime: 'image/svg+xml' },
      });
    }
  });

  it('P1-REG-46 the retreat list, with search given as search[key]=value too', async () => {
    const json = (await get(`/api/partners?search=${search({ support_type: 'retreat', active: 1 })}`)).json();
    const brackets = (await get('/api/partners?search[support_type]=retreat&search[active]=1')).json();
    expect(json.data.map((p: { id: number }) => p.id).sort()).toEqual([ids.artisans, ids.horizon].sort());
    expect(brackets.data).toEqual(json.data);
    expect(json.data[0]).not.toHaveProperty('logo');
  });

  it('P2-WSL-17 P2-WSL-28 lists every partner with per_page=0, with part 2’s `type`; active 0 lists the inactive ones', async () => {
    const all = (await get('/api/partners?with[0]=logo&per_page=0')).json();
    expect(all.meta.total).toBe(all.data.length);
    expect(all.data.length).toBeGreaterThan(10);
    expect(all.data.every((p: { type: string; support_type: string }) => p.type === p.support_type)).toBe(true);
    const inactive = (await get(`/api/partners?search=${search({ active: 0 })}`)).json();
    expect(inactive.data.map((p: { name: string }) => p.name)).toEqual(['Oncopole – Espace de soins de support']);
    const centres = (await get(`/api/partners?search=${search({ type: 'healthcenter', active: 1 })}`)).json();
    expect(centres.data.every((p: { type: string; active: boolean }) => p.type === 'healthcenter' && p.active)).toBe(
      true,
    );
  });

  it('pages when per_page is given', async () => {
    const page2 = (await get('/api/partners?per_page=5&page=2')).json();
    expect(page2.data).toHaveLength(5);
    expect(page2.meta).toMatchObject({ current_page: 2, per_page: 5, last_page: Math.ceil(page2.meta.total / 5) });
  });

  it('refuses a search that is not JSON, an unknown type or filter, and an unknown relation (422)', async () => {
    for (const url of [
      '/api/partners?search=%7Bsupport_type',
      `/api/partners?search=${search({ support_type: 'banque' })}`,
      `/api/partners?search=${search({ name: 'Ligue' })}`,
      '/api/partners?with[0]=codes',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().code).toBe('validation_failed');
    }
  });
});

describe('GET /api/partners/{id}', () => {
  it('P1-REG-48 answers the partner with its price', async () => {
    const response = await get(`/api/partners/${ids.artisans}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: ids.artisans, support_type: 'retreat', price: 1000 });
    expect((await get(`/api/partners/${ids.ligue75}?with[0]=logo`)).json().data.logo.id).toEqual(expect.any(Number));
  });

  it('answers 404 for an unknown partner and 422 for a malformed id', async () => {
    expect((await get('/api/partners/999999')).statusCode).toBe(404);
    expect((await get('/api/partners/abc')).statusCode).toBe(422);
  });
});

describe('POST /api/partners/check-adh-code', () => {
  let ligue: Member;
  beforeAll(async () => {
    ligue = await registerMember(t, { reason: 'ligue' });
  });

  it('P1-REG-25 P1-REG-26 a wrong code answers 422 with the text in `error`, which the web completes', async () => {
    const response = await checkCode(t.app, ligue, {
      partner: { id: ids.ligue75, adh_secret_code: 'MAUVAIS' },
      user_id: ligue.id,
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({
      error: 'Code adhérent invalide',
      errors: { adh_secret_code: ['Code adhérent invalide'] },
    });
    expect(`${body.error}, renseignez-vous auprès de Ligue contre le cancer – Comité de Paris`).toBe(
      'Code adhérent invalide, renseignez-vous auprès de Ligue contre le cancer – Comité de Paris',
    );
  });

  it('refuses an expired code, another committee’s code and a deactivated code', async () => {
    expect(
      (await checkCode(t.app, ligue, { partner: { id: ids.ligue75, adh_secret_code: 'LIGUE75-2023' } })).json().error,
    ).toBe('Code adhérent invalide');
    expect(
      (await checkCode(t.app, ligue, { partner: { id: ids.ligue75, adh_secret_code: 'LIGUE69' } })).statusCode,
    ).toBe(422);
    const retreat = await registerMember(t, { reason: 'retreat' });
    expect(
      (await checkCode(t.app, retreat, { partner: { id: ids.artisans, adh_secret_code: 'ARTISANS-OLD' } })).statusCode,
    ).toBe(422);
  });

  it('refuses a partner of another orientation and a committee of another département', async () => {
    const other = await checkCode(t.app, ligue, { partner: { id: ids.horizon, adh_secret_code: 'HORIZON-RETRAITE' } });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ partner_id: ['Ce partenaire ne correspond pas à votre orientation.'] });
    const department = await checkCode(t.app, ligue, {
      partner: { id: ids.ligue69, adh_secret_code: 'LIGUE69' },
      partner_zip: '75',
    });
    expect(department.statusCode).toBe(422);
    expect(department.json().errors).toEqual({
      partner_zip: ['Ce comité de la Ligue ne correspond pas à ce département.'],
    });
  });

  it('refuses another person’s user_id (403), a visitor (401) and an orientation without code (409)', async () => {
    const other = await registerMember(t, { reason: 'ligue' });
    expect(
      (await checkCode(t.app, ligue, { partner: { id: ids.ligue75, adh_secret_code: 'LIGUE75' }, user_id: other.id }))
        .statusCode,
    ).toBe(403);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/partners/check-adh-code',
      payload: { partner: { id: ids.ligue75, adh_secret_code: 'LIGUE75' } },
    });
    expect(visitor.statusCode).toBe(401);
    const insured = await registerMember(t, { reason: 'healthinsurance', partner: { id: ids.mutuelle } });
    const noCode = await checkCode(t.app, insured, { partner: { id: ids.mutuelle, adh_secret_code: 'MSS-ADHESION' } });
    expect(noCode.statusCode).toBe(409);
    expect(noCode.json().error).toBe('Votre orientation ne demande pas de code adhérent.');
  });

  it('P1-REG-25 the right code records the partner and the flag; the code is not stored', async () => {
    const response = await checkCode(t.app, ligue, {
      adh_secret_code: 'LIGUE75',
      partner_id: ids.ligue75,
      partner_zip: '75011',
      user_id: ligue.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Code adhérent validé',
      data: { partner: { id: ids.ligue75, support_type: 'ligue' } },
    });
    const process = parseRegistrationProcess((await getProfile(t.app, ligue)).registration_process);
    expect(process).toEqual({
      reason: 'ligue',
      aja_role: null,
      partner: { id: ids.ligue75 },
      validLigueCodeRegistered: true,
    });
  });

  it('stops after 10 wrong codes in a quarter of an hour, even for the right code (429)', async () => {
    const member = await registerMember(t, { reason: 'retreat' });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(
        (
          await checkCode(
            t.app,
            member,
            { partner: { id: ids.horizon, adh_secret_code: `FAUX-${attempt}` } },
            '192.0.2.77',
          )
        ).statusCode,
      ).toBe(422);
    }
    const blocked = await checkCode(
      t.app,
      member,
      { partner: { id: ids.horizon, adh_secret_code: 'HORIZON-RETRAITE' } },
      '192.0.2.77',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('Trop de tentatives, veuillez réessayer plus tard.');
    const process = parseRegistrationProcess((await getProfile(t.app, member)).registration_process);
    expect(process.validRetreatCodeRegistered).toBeUndefined();
  });
});
