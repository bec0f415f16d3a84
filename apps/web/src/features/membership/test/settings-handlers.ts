import { jsonResponse } from '../../../test/mock-api.ts';

/** The two amount settings, in cents, as the API answers them, and card payment open (sandbox). */
export const settingsHandlers = {
  'GET /api/settings/subscription_amount': () =>
    jsonResponse(200, { data: { key: 'subscription_amount', value: '2000' } }),
  'GET /api/settings/pro_subscription_amount': () =>
    jsonResponse(200, { data: { key: 'pro_subscription_amount', value: '5000' } }),
  'GET /api/etransactions/mode': () => jsonResponse(200, { data: { mode: 'sandbox' } }),
};
