import { fieldLabels } from '@plateforme/shared/messages/common';

/**
 * What the incomplete-profile dialog asks for (P1 §2 AJA home, ADR 013): the profile items
 * the profile form requires (P2 §5) that registration may leave empty — birth date, address,
 * postal code, city, phone. Name and e-mail always exist; the carer is optional.
 */
export const profileItems = ['birthdate', 'street', 'zip', 'city', 'phone'] as const;
export type ProfileItem = (typeof profileItems)[number];

export type ProfileItemValues = Partial<Record<ProfileItem, string | null>>;

export const profileItemLabels: Record<ProfileItem, string> = {
  birthdate: fieldLabels.birthdate,
  street: fieldLabels.street,
  zip: fieldLabels.zip,
  city: fieldLabels.city,
  phone: fieldLabels.phone,
};

export function getMissingProfileItems(profile: ProfileItemValues): ProfileItem[] {
  return profileItems.filter((item) => !profile[item]?.trim());
}
