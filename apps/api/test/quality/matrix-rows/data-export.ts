import type { Check } from '../authorization-matrix.ts';

/** « Télécharger mes données » (issue #38): one's own copy only. */
export const dataExportChecks: Check[] = [
  {
    route: 'GET /api/user/data-export',
    about: 'own latest copy',
    allowed: 'signed-in',
    request: () => ({ method: 'GET', url: '/api/user/data-export' }),
  },
  {
    // One request per person in the matrix: under the daily limit; the job never runs here.
    route: 'POST /api/user/data-export',
    about: 'own copy',
    allowed: 'signed-in',
    request: () => ({ method: 'POST', url: '/api/user/data-export' }),
  },
  {
    // Nobody's copy: 404 for every signed-in person, another person's copy is unknown the same way.
    route: 'GET /api/user/data-export/:id/download',
    about: 'a copy that does not exist',
    allowed: 'signed-in',
    request: () => ({ method: 'GET', url: '/api/user/data-export/999999/download' }),
  },
];
