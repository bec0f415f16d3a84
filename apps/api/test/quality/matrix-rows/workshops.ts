import type { Check } from '../authorization-matrix.ts';
import { ajaAudience, nonAjaAudience, staffAnd } from './helpers.ts';

/** Workshops, for members and pros, and the back office's workshops. */
export const workshopChecks: Check[] = [
  // Workshops
  {
    route: 'GET /api/workshops',
    about: 'the workshops the caller may see',
    allowed: 'public',
    request: () => ({ method: 'GET', url: '/api/workshops' }),
  },
  {
    route: 'GET /api/workshops',
    about: 'AJA workshops',
    allowed: ajaAudience,
    request: () => ({ method: 'GET', url: `/api/workshops?search=${encodeURIComponent('{"is_aja":1}')}` }),
  },
  {
    route: 'GET /api/workshops',
    about: 'the other workshops',
    allowed: nonAjaAudience,
    request: () => ({ method: 'GET', url: `/api/workshops?search=${encodeURIComponent('{"is_aja":0}')}` }),
  },
  {
    route: 'GET /api/workshops',
    about: 'the workshops the caller runs (« Mes ateliers », search.user_id)',
    allowed: staffAnd('pro_premium', 'pro_licence'),
    request: (a, f) => ({
      method: 'GET',
      url: `/api/workshops?per_page=0&sort=name&search=${encodeURIComponent(JSON.stringify({ user_id: a.id ?? f.strangerId }))}`,
    }),
  },
  {
    route: 'GET /api/workshops',
    about: 'the workshops someone else runs',
    allowed: staffAnd(),
    request: (_a, f) => ({
      method: 'GET',
      url: `/api/workshops?search=${encodeURIComponent(JSON.stringify({ user_id: f.strangerId }))}`,
    }),
  },
  // Demo workshop 1 is Paris (not AJA), 13 the AJA cognitive path (seed/cognitive-workshops.ts, seed/aja-workshops.ts).
  {
    route: 'GET /api/workshops/:id',
    about: 'a workshop that is not AJA',
    allowed: nonAjaAudience,
    request: () => ({ method: 'GET', url: '/api/workshops/1?with[0]=user&with[1]=meetings&with[2]=partner.logo' }),
  },
  {
    route: 'GET /api/workshops/:id',
    about: 'an AJA workshop',
    allowed: ajaAudience,
    request: () => ({ method: 'GET', url: '/api/workshops/13' }),
  },
  {
    // Workshop 1 is run by pro@demo.fr with licence@demo.fr; the body is its stored access text.
    route: 'PUT /api/workshops/:id',
    about: 'a workshop of pro@demo.fr and licence@demo.fr',
    allowed: staffAnd('pro_premium', 'pro_licence'),
    request: () => ({
      method: 'PUT',
      url: '/api/workshops/1',
      payload: { info_address: 'Bâtiment B, 2e étage, salle Marie Curie' },
    }),
  },
  // The back office's workshops (ADR 043): bodies that change nothing, so later rows see the demo as seeded.
  {
    route: 'POST /api/workshops',
    about: 'a new workshop',
    allowed: staffAnd(),
    request: () => ({
      method: 'POST',
      url: '/api/workshops',
      payload: { name: 'Atelier de la matrice', type: 'remote', user_id: 2_000_000_000 },
    }),
  },
  {
    route: 'DELETE /api/workshops/:id',
    about: 'a workshop that does not exist',
    allowed: staffAnd(),
    request: () => ({ method: 'DELETE', url: '/api/workshops/999999' }),
  },
  {
    route: 'GET /api/admin/workshops',
    about: 'every workshop',
    allowed: staffAnd(),
    request: () => ({ method: 'GET', url: '/api/admin/workshops?q=a&active=1&sort=city&per_page=50' }),
  },
  {
    route: 'GET /api/admin/workshops/export',
    about: 'every workshop',
    allowed: staffAnd(),
    request: () => ({ method: 'GET', url: '/api/admin/workshops/export?is_aja=0' }),
  },
  {
    route: 'GET /api/admin/workshops/pros',
    about: 'the pros',
    allowed: staffAnd(),
    request: () => ({ method: 'GET', url: '/api/admin/workshops/pros?q=demo' }),
  },
  {
    route: 'GET /api/admin/workshops/:id',
    about: 'a workshop of pro@demo.fr',
    allowed: staffAnd(),
    request: () => ({ method: 'GET', url: '/api/admin/workshops/1' }),
  },
  {
    route: 'GET /api/admin/workshops/:id/substitutions',
    about: 'a workshop of pro@demo.fr',
    allowed: staffAnd(),
    request: () => ({ method: 'GET', url: '/api/admin/workshops/1/substitutions' }),
  },
  {
    route: 'POST /api/admin/workshops/:id/substitutions',
    about: 'a workshop of pro@demo.fr',
    allowed: staffAnd(),
    request: () => ({
      method: 'POST',
      url: '/api/admin/workshops/1/substitutions',
      payload: { user_id: 2_000_000_000, start: '2030-01-01T09:00:00Z', end: '2030-01-08T09:00:00Z' },
    }),
  },
  {
    route: 'DELETE /api/admin/workshops/:id/substitutions/:substitutionId',
    about: 'a substitution that does not exist',
    allowed: staffAnd(),
    request: () => ({ method: 'DELETE', url: '/api/admin/workshops/1/substitutions/999999' }),
  },
  {
    route: 'GET /api/workshops/sequences',
    about: 'the caller’s programme',
    allowed: 'public',
    request: () => ({ method: 'GET', url: '/api/workshops/sequences' }),
  },
  {
    route: 'GET /api/workshops/sequences',
    about: 'AJA sessions',
    allowed: ajaAudience,
    request: () => ({ method: 'GET', url: '/api/workshops/sequences?is_aja=1' }),
  },
  {
    route: 'GET /api/workshops/sequences',
    about: 'the other sessions',
    allowed: nonAjaAudience,
    request: () => ({ method: 'GET', url: '/api/workshops/sequences?is_aja=0' }),
  },
  {
    route: 'GET /api/professionals-names',
    about: 'the caller’s programme',
    allowed: 'public',
    request: () => ({ method: 'GET', url: '/api/professionals-names' }),
  },
  {
    route: 'GET /api/professionals-names',
    about: 'AJA workshops’ pros',
    allowed: ajaAudience,
    request: () => ({ method: 'GET', url: '/api/professionals-names?is_aja=1' }),
  },
];
