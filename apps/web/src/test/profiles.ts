import type { Profile } from '../lib/profile.ts';

/** One profile per access state (P1 §4), as GET /api/user answers. */
const base: Profile = {
  id: 1,
  firstname: 'Marie',
  lastname: 'Durand',
  complete_name: 'Marie Durand',
  email: 'marie.durand@example.fr',
  code: null,
  member_code: null,
  phone: null,
  street: null,
  zip: null,
  city: null,
  birthdate: null,
  role: 'user',
  role_name: 'Adhérent',
  types: [],
  is_aja: false,
  aja_role: null,
  assistant_id: null,
  aja_assistant: null,
  aja_assisted_nb: 0,
  is_invited: false,
  email_confirmed: true,
  is_archived: false,
  registration_process: '{}',
  premium_dates: null,
  qr_info_alert: 0,
  qsat_alert: 0,
  cog_alert: 0,
  current_pro_status: null,
  is_pro_status_blocked: false,
  show_oncommence_menu: false,
  show_oncommence_banner: false,
  followed_cancerous_pathology: false,
  platform_access_terms_accepted: false,
  dark_theme: false,
  last_qpr: null,
  last_qsat: null,
  created_at: '2025-01-01T09:00:00.000Z',
};

export const userProfile: Profile = { ...base };
export const premiumUserProfile: Profile = {
  ...base,
  id: 2,
  types: ['premium'],
  premium_dates: { start: '2025-01-01', end: '2099-01-01' },
};
export const proProfile: Profile = {
  ...base,
  id: 3,
  firstname: 'Paul',
  lastname: 'Martin',
  role: 'pro',
  current_pro_status: { type: 'basic' },
};
export const proPremiumProfile: Profile = { ...proProfile, id: 4, types: ['premium'] };
export const proLicenceProfile: Profile = {
  ...proProfile,
  id: 5,
  types: ['premium'],
  current_pro_status: { type: 'licence' },
};
export const ajaYoungProfile: Profile = {
  ...base,
  id: 6,
  firstname: 'Léa',
  is_aja: true,
  aja_role: 'aja_young',
  types: ['premium'],
};
export const adminProfile: Profile = { ...base, id: 7, role: 'admin' };
