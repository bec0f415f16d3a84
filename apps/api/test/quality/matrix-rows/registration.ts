import type { Check } from '../authorization-matrix.ts';
import { own, carer } from './helpers.ts';

/** Registration. */
export const registrationChecks: Check[] = [
  // Registration
  {
    route: 'POST /api/register',
    about: '',
    allowed: 'public',
    request: () => ({ method: 'POST', url: '/api/register', payload: {} }),
  },
  {
    route: 'POST /api/register-young',
    about: 'as the carer (the demo carer is past step 3: 409)',
    allowed: ['aja_assistant'],
    request: (a) => ({
      method: 'POST',
      url: '/api/register-young',
      payload: {
        firstname: 'Lou',
        lastname: 'Jeune',
        birthdate: `${new Date().getFullYear() - 16}-01-01`,
        email: `lou.${a.role}@exemple.fr`,
        assistant_id: own(a),
      },
    }),
  },
  {
    route: 'POST /api/register-young',
    about: 'for another carer',
    allowed: [],
    request: (a, f) => ({
      method: 'POST',
      url: '/api/register-young',
      payload: {
        firstname: 'Lou',
        lastname: 'Jeune',
        birthdate: `${new Date().getFullYear() - 16}-01-01`,
        email: `lou.${a.role}@exemple.fr`,
        assistant_id: f.strangerId,
      },
    }),
  },
  {
    route: 'POST /api/register-assistant',
    about: 'as the young person (the demo one has a carer: 409)',
    allowed: ['aja_young'],
    request: (a) => ({ method: 'POST', url: '/api/register-assistant', payload: { ...carer, young_id: own(a) } }),
  },
  {
    route: 'POST /api/register-assistant',
    about: 'for another young person',
    allowed: [],
    request: (_a, f) => ({
      method: 'POST',
      url: '/api/register-assistant',
      payload: { ...carer, young_id: f.strangerId },
    }),
  },
  {
    route: 'PUT /api/users/:id/update-registration-process',
    about: 'own process (finished: 409, pros stay other: 200)',
    allowed: 'signed-in',
    request: (a) => ({
      method: 'PUT',
      url: `/api/users/${own(a)}/update-registration-process`,
      payload: { registration_process: '{"reason":"other"}' },
    }),
  },
  {
    route: 'PUT /api/users/:id/update-registration-process',
    about: 'an unrelated member',
    allowed: [],
    request: (_a, f) => ({
      method: 'PUT',
      url: `/api/users/${f.strangerId}/update-registration-process`,
      payload: { registration_process: '{"reason":"other"}' },
    }),
  },
  {
    route: 'POST /api/users/delete-incomplete-user',
    about: 'own account, registration finished',
    allowed: [],
    request: () => ({ method: 'POST', url: '/api/users/delete-incomplete-user' }),
  },
  {
    route: 'POST /api/users/delete-incomplete-user',
    about: 'an unrelated member',
    allowed: [],
    request: (_a, f) => ({
      method: 'POST',
      url: '/api/users/delete-incomplete-user',
      payload: { user_id: f.strangerId },
    }),
  },
  {
    route: 'GET /api/partners',
    about: '',
    allowed: 'public',
    request: () => ({ method: 'GET', url: '/api/partners?search={"support_type":"ligue","active":1}&with[0]=logo' }),
  },
  {
    route: 'GET /api/partners/:id',
    about: '',
    allowed: 'public',
    request: () => ({ method: 'GET', url: '/api/partners/1' }),
  },
  {
    route: 'GET /api/partners/:id/logo',
    about: '',
    allowed: 'public',
    request: () => ({ method: 'GET', url: '/api/partners/1/logo' }),
  },
  {
    route: 'POST /api/partners/check-adh-code',
    about: 'own process',
    allowed: 'signed-in',
    request: () => ({
      method: 'POST',
      url: '/api/partners/check-adh-code',
      payload: { partner: { id: 1, adh_secret_code: 'FAUX' } },
    }),
  },
  {
    route: 'POST /api/partners/check-adh-code',
    about: 'for an unrelated member',
    allowed: [],
    request: (_a, f) => ({
      method: 'POST',
      url: '/api/partners/check-adh-code',
      payload: { partner: { id: 1, adh_secret_code: 'FAUX' }, user_id: f.strangerId },
    }),
  },
  {
    route: 'GET /api/geo/communes',
    about: '',
    allowed: 'public',
    request: () => ({ method: 'GET', url: '/api/geo/communes?codePostal=75011' }),
  },
  {
    route: 'GET /api/geo/departements',
    about: '',
    allowed: 'public',
    request: () => ({ method: 'GET', url: '/api/geo/departements' }),
  },
];
