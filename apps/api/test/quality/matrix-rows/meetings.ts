import type { Check } from '../authorization-matrix.ts';
import { own, staffAnd, premiumRoles, nonAjaPremiumRoles } from './helpers.ts';

/** Sessions and subscriptions, session materials, the library. */
export const meetingChecks: Check[] = [
  // Sessions and subscriptions
  {
    route: 'GET /api/meetings',
    about: 'the sessions the caller may see',
    allowed: 'public',
    request: () => ({ method: 'GET', url: '/api/meetings?with[0]=workshop' }),
  },
  {
    route: 'GET /api/meetings',
    about: 'own sessions (search.user_id)',
    allowed: premiumRoles,
    request: (a, f) => ({
      method: 'GET',
      url: `/api/meetings?search=${encodeURIComponent(JSON.stringify({ user_id: a.id ?? f.strangerId }))}`,
    }),
  },
  {
    route: 'GET /api/meetings',
    about: "sessions of a member of pro@demo.fr's workshop",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => ({
      method: 'GET',
      url: `/api/meetings?with[0]=subscribers&search=${encodeURIComponent(JSON.stringify({ user_id: f.workshopMemberId }))}`,
    }),
  },
  {
    route: 'GET /api/meetings',
    about: 'sessions of an unrelated member',
    allowed: staffAnd(),
    request: (_a, f) => ({
      method: 'GET',
      url: `/api/meetings?search=${encodeURIComponent(JSON.stringify({ user_id: f.strangerId }))}`,
    }),
  },
  {
    route: 'GET /api/users/:id/subscribitions',
    about: 'own sessions',
    allowed: premiumRoles,
    request: (a) => ({ method: 'GET', url: `/api/users/${own(a)}/subscribitions` }),
  },
  {
    route: 'GET /api/users/:id/subscribitions',
    about: "a member of pro@demo.fr's workshop",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => ({ method: 'GET', url: `/api/users/${f.workshopMemberId}/subscribitions` }),
  },
  {
    route: 'GET /api/users/:id/subscribitions',
    about: 'an unrelated member',
    allowed: staffAnd(),
    request: (_a, f) => ({ method: 'GET', url: `/api/users/${f.strangerId}/subscribitions` }),
  },
  ...(['subscribe', 'take-place', 'unsubscribe', 'decline-offer'] as const).flatMap((verb): Check[] => [
    {
      route: `PUT /api/meetings/:id/${verb}/:user_id`,
      about: 'oneself, in a session not AJA',
      // Leaving, or letting a held place go, is open to anyone signed in (an ended membership
      // still gives a place back).
      allowed: verb === 'unsubscribe' || verb === 'decline-offer' ? 'signed-in' : nonAjaPremiumRoles,
      request: (a, f) => ({ method: 'PUT', url: `/api/meetings/${f.openMeetingId}/${verb}/${own(a)}` }),
    },
    {
      route: `PUT /api/meetings/:id/${verb}/:user_id`,
      about: "a member of pro@demo.fr's workshop",
      allowed: staffAnd('pro_premium'),
      request: (_a, f) => ({ method: 'PUT', url: `/api/meetings/${f.openMeetingId}/${verb}/${f.workshopMemberId}` }),
    },
  ]),
  // What taking a place would leave: read only, under take-place's rules.
  {
    route: 'GET /api/meetings/:id/take-place/:user_id',
    about: 'oneself, in a session not AJA',
    allowed: nonAjaPremiumRoles,
    request: (a, f) => ({ method: 'GET', url: `/api/meetings/${f.openMeetingId}/take-place/${own(a)}` }),
  },
  {
    route: 'GET /api/meetings/:id/take-place/:user_id',
    about: "a member of pro@demo.fr's workshop",
    allowed: staffAnd('pro_premium'),
    request: (_a, f) => ({ method: 'GET', url: `/api/meetings/${f.openMeetingId}/take-place/${f.workshopMemberId}` }),
  },
  // Session materials: listing is for members and pros with a membership; files follow the windows.
  {
    route: 'GET /api/supports',
    about: 'the licence page',
    allowed: premiumRoles,
    request: () => ({
      method: 'GET',
      url: `/api/supports?per_page=1000&search=${encodeURIComponent('{"shared_with_licence_pros":true}')}&with[0]=attachments`,
    }),
  },
  {
    route: 'GET /api/supports/:id',
    about: '',
    allowed: premiumRoles,
    request: () => ({ method: 'GET', url: '/api/supports/1?with[0]=attachments' }),
  },
  {
    route: 'GET /api/attachments/:id/download',
    about: 'a booklet shared with licence pros, without a session',
    allowed: staffAnd('pro_licence'),
    request: (_a, f) => ({ method: 'GET', url: `/api/attachments/${f.sharedBookletId}/download` }),
  },
  {
    route: 'GET /api/attachments/:id/download',
    about: 'a guide not shared with licence pros, without a session',
    allowed: staffAnd(),
    request: (_a, f) => ({ method: 'GET', url: `/api/attachments/${f.unsharedGuideId}/download` }),
  },
  {
    route: 'POST /api/supports/:attachable_id/:role/slideshow-link',
    about: 'slides shared with licence pros, without a session',
    allowed: staffAnd('pro_licence'),
    request: (_a, f) => ({
      method: 'POST',
      url: `/api/supports/${f.sharedSlidesSupportId}/pro_attachment/slideshow-link`,
    }),
  },
  {
    // The slides' window carries no token: only a signed link opens them, whoever asks.
    route: 'GET /api/supports/:attachable_id/:role/proxy/:access/*',
    about: 'an unsigned link',
    allowed: [],
    tokenless: true,
    request: (_a, f) => ({
      method: 'GET',
      url: `/api/supports/${f.sharedSlidesSupportId}/pro_attachment/proxy/0.0.0.x/index.html`,
    }),
  },
  // Library (pro premium, licence included, and the staff)
  {
    route: 'GET /api/documents',
    about: '',
    allowed: staffAnd('pro_premium', 'pro_licence'),
    request: () => ({
      method: 'GET',
      url: `/api/documents?search=${encodeURIComponent(JSON.stringify({ title: 'mémoire', type: 'scientific_article' }))}&sort=title&direction=asc&page=1`,
    }),
  },
  {
    route: 'GET /api/documents/types',
    about: '',
    allowed: staffAnd('pro_premium', 'pro_licence'),
    request: () => ({ method: 'GET', url: '/api/documents/types' }),
  },
  {
    route: 'GET /api/documents/:id/download',
    about: '',
    allowed: staffAnd('pro_premium', 'pro_licence'),
    request: () => ({ method: 'GET', url: '/api/documents/1/download?inline=1' }),
  },
];
