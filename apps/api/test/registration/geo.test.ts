import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/geo/communes', () => {
  it('P1-REGR-20 P1-REGR-21 75011 is Paris, in the shape of the public address service', async () => {
    const response = await get('/api/geo/communes?codePostal=75011');
    expect(response.statusCode).toBe(200);
    const communes = response.json();
    expect(communes).toHaveLength(1);
    expect(communes[0]).toMatchObject({ nom: 'Paris', code: '75056', codeDepartement: '75' });
    expect(communes[0].codesPostaux).toContain('75011');
    expect(Object.keys(communes[0]).sort()).toEqual(['code', 'codeDepartement', 'codesPostaux', 'nom']);
  });

  it('P1-REGR-22 a postal code shared by several communes lists them all, by name', async () => {
    const communes = (await get('/api/geo/communes?codePostal=01400')).json() as {
      nom: string;
      codesPostaux: string[];
    }[];
    expect(communes.length).toBeGreaterThan(5);
    expect(communes.map((c) => c.nom)).toContain('Châtillon-sur-Chalaronne');
    expect(communes.every((c) => c.codesPostaux.includes('01400'))).toBe(true);
    const names = communes.map((c) => c.nom);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('P1-REGR-23 an unknown postal code of 5 digits answers an empty list', async () => {
    for (const zip of ['00000', '99999']) {
      const response = await get(`/api/geo/communes?codePostal=${zip}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it('refuses a postal code that is not 5 digits (422 on codePostal)', async () => {
    for (const [url, message] of [
      ['/api/geo/communes?codePostal=7501', 'Format invalide'],
      ['/api/geo/communes?codePostal=abcde', 'Format invalide'],
      ['/api/geo/communes?codePostal=750111', 'Format invalide'],
      ['/api/geo/communes', 'Champ requis'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors, url).toEqual({ codePostal: [message] });
    }
  });

  it('P1-REGR-22 a name finds the communes that start with it, the most populated first, accents and case aside', async () => {
    const communes = (await get(`/api/geo/communes?nom=${encodeURIComponent('saint etienne')}`)).json() as {
      nom: string;
      codesPostaux: string[];
    }[];
    expect(communes[0]).toMatchObject({ nom: 'Saint-Étienne', codesPostaux: expect.arrayContaining(['42000']) });
    expect(communes.length).toBeLessThanOrEqual(20);
    expect(
      communes.every((c) =>
        c.nom
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase()
          .replace(/-/g, ' ')
          .includes('saint etienne'),
      ),
    ).toBe(true);
    const lyon = (await get('/api/geo/communes?nom=Lyon')).json() as { nom: string; codesPostaux: string[] }[];
    expect(lyon[0]).toMatchObject({ nom: 'Lyon', codeDepartement: '69' });
    expect(lyon[0]!.codesPostaux).toContain('69007');
    expect((await get('/api/geo/communes?nom=Zzzzzz')).json()).toEqual([]);
  });

  it('refuses a name shorter than 2 characters or longer than 100 (422 on nom)', async () => {
    for (const name of ['a', ' b ', 'x'.repeat(101)]) {
      const response = await get(`/api/geo/communes?nom=${encodeURIComponent(name)}`);
      expect(response.statusCode, name).toBe(422);
      expect(response.json().errors, name).toEqual({ nom: ['Format invalide'] });
    }
  });

  it('may be kept by the browser for a day', async () => {
    expect((await get('/api/geo/communes?codePostal=69007')).headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('GET /api/geo/departements', () => {
  it('lists the 101 départements of metropolitan France and overseas', async () => {
    const response = await get('/api/geo/departements');
    expect(response.statusCode).toBe(200);
    const departements = response.json() as { code: string; nom: string; codeRegion: string }[];
    expect(departements).toHaveLength(101);
    expect(departements).toContainEqual({ code: '75', nom: 'Paris', codeRegion: '11' });
    expect(departements.map((d) => d.code)).toEqual(expect.arrayContaining(['2A', '2B', '971', '976']));
  });
});
