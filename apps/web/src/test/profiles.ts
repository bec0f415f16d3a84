import type { Profile } from '../features/accounts/api/get-profile.ts';

/** One profile per access state (P1 §4), as GET /api/user answers. */
const base: Profile = {
  id: 1,
  firstname: 'Marie',
  lastname: 'Durand',
  email: 'marie.durand@example.fr',
  role: 'user',
  types: [],
  is_aja: false,
  aja_role: null,
  current_pro_status: null,
  is_pro_status_blocked: false,
  premium_dates: null,
  qr_info_alert: 0,
};

export const userProfile: Profile = { ...base };
export const premiumUserProfile: Profile = {
  ...base,
  id: 2,
  types: ['premium'],
  premium_dates: { start: '2025-01-01', end: '2099-01-01' },
};
export const proProfile: Profile = { ...base, id: 3, firstname: 'Paul', lastname: 'Martin', role: 'pro', current_pro_status: { type: 'basic' } };
export const proPremiumProfile: Profile = { ...proProfile, id: 4, types: ['premium'] };
export const proLicenceProfile: Profile = { ...proProfile, id: 5, types: ['premium'], current_pro_status: { type: 'licence' } };
export const ajaYoungProfile: Profile = {
  ...base,
  id: 6,
  firstname: 'Léa',
  is_aja: true,
  aja_role: 'aja_young',
  types: ['premium'],
};
export const adminProfile: Profile = { ...base, id: 7, role: 'admin' };
