import type { Check } from '../authorization-matrix.ts';

/** The member's card (issue #38): her own PDF, and the public check of its QR code. */
export const memberCardChecks: Check[] = [
  {
    // Anyone signed in may ask; without a current membership the answer is a 404 in French.
    route: 'GET /api/user/membership-card.pdf',
    about: 'own card',
    allowed: 'signed-in',
    request: () => ({ method: 'GET', url: '/api/user/membership-card.pdf' }),
  },
  {
    // The token is the only key: an unknown one is « Carte inconnue » (404) for everyone.
    route: 'GET /api/membership-cards/:token',
    about: 'an unknown card',
    allowed: 'public',
    tokenless: true,
    request: () => ({ method: 'GET', url: '/api/membership-cards/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
  },
];
