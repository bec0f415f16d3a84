import { formatEurosInput, SETTINGS_FIELDS } from '@plateforme/shared/platform/settings.schemas';
import { SESSION_SETTINGS_DEFAULTS } from '../../../src/modules/platform/settings/admin-settings.service.ts';
import { defaultSettings } from '../../../src/seed/settings.ts';
import type { Fixtures } from '../authorization-matrix.ts';
import type { Actor, Role } from '../roles.ts';

/** The admin settings form holding the seeded values (amounts in euros). */
export function seededSettingsForm(): Record<string, string> {
  const seeded = new Map<string, string>([
    ...Object.entries(SESSION_SETTINGS_DEFAULTS),
    ...defaultSettings.map((setting) => [setting.key, setting.value] as const),
  ]);
  const value = (field: string) => seeded.get(field) ?? '';
  return Object.fromEntries(
    SETTINGS_FIELDS.map((field) => [
      field,
      field.endsWith('_amount') ? formatEurosInput(Number(value(field))) : value(field),
    ]),
  );
}

export const own = (actor: Actor) => actor.id ?? 0;
/** A multipart upload whose file is not a PDF: refused with 422 once the caller is let in. */
export const notAPdfForm = {
  headers: { 'content-type': 'multipart/form-data; boundary=matrix' },
  payload:
    '--matrix\r\nContent-Disposition: form-data; name="title"\r\n\r\nTitre\r\n--matrix\r\nContent-Disposition: form-data; name="type"\r\n\r\nvarious\r\n--matrix\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\npas un pdf\r\n--matrix--\r\n',
};
export const profileOf = (fixtures: Fixtures, id: number) => fixtures.profileBodies.get(id) ?? {};
export const carer = { firstname: 'Jeanne', lastname: 'Aidante', email: 'jeanne.aidante@exemple.fr' };
export const staffAnd = (...roles: Role[]): Role[] => ['admin', ...roles];
export const everyLoggedRole: Role[] = [
  'user',
  'user_premium',
  'pro',
  'pro_premium',
  'pro_licence',
  'aja_young',
  'aja_assistant',
  'admin',
];
/** A running membership, or pro premium (licence and staff included): sessions are theirs to join. */
export const premiumRoles: Role[] = [
  'user_premium',
  'pro_premium',
  'pro_licence',
  'aja_young',
  'aja_assistant',
  'admin',
];
/** The same, outside the AJA programme: a session that is not AJA refuses AJA profiles. */
export const nonAjaPremiumRoles: Role[] = ['user_premium', 'pro_premium', 'pro_licence', 'admin'];
/** Who may see AJA content: visitors, pros, staff and the AJA profiles, not the other members. */
export const ajaAudience: Role[] = [
  'visitor',
  'pro',
  'pro_premium',
  'pro_licence',
  'aja_young',
  'aja_assistant',
  'admin',
];
/** Who may see what is not AJA: everyone but the AJA profiles. */
export const nonAjaAudience: Role[] = ['visitor', 'user', 'user_premium', 'pro', 'pro_premium', 'pro_licence', 'admin'];
