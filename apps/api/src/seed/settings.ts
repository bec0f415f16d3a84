import type { Db } from '../db/client.ts';
import { oauthClients, settings } from '../db/schema/index.ts';
import { legalTextSettings } from './legal-texts.ts';

/**
 * Amounts are in cents. The association's identity feeds the tax receipts (CERFA 11580*05);
 * these are placeholders the staff replace in the admin area.
 */
export const defaultSettings = [
  { key: 'subscription_amount', value: '2000', isPublic: true },
  { key: 'pro_subscription_amount', value: '5000', isPublic: true },
  { key: 'payment_contact_mail', value: 'adhesions@association.local', isPublic: true },
  // The companion application /oncogitiel leaves for (part 1 §2 Navigation rule).
  { key: 'oncogitiel_url', value: 'https://oncogitiel.association.local/', isPublic: true },
  { key: 'association_name', value: 'Association Cognition après Cancer', isPublic: false },
  { key: 'association_address', value: '10 rue de la Santé, 75014 Paris', isPublic: false },
  {
    key: 'association_object',
    value:
      "Accompagner les personnes touchées par un cancer qui ressentent des troubles cognitifs, par des ateliers de remédiation cognitive, de l'information et de la recherche.",
    isPublic: false,
  },
  {
    key: 'association_status',
    value: "Association loi 1901 d'intérêt général, à caractère social (article 200 du CGI)",
    isPublic: false,
  },
  // RNA (W + 9 digits) or SIREN (9 digits); printed on the receipts once the staff give it.
  { key: 'association_registration', value: '', isPublic: false },
  { key: 'receipt_signatory', value: 'Hélène Marchand', isPublic: false },
  { key: 'receipt_signatory_role', value: 'Présidente', isPublic: false },
  // Quoted by the legal texts (legal notice, charter): the identity the law asks a site to give.
  { key: 'association_phone', value: '01 23 45 67 89', isPublic: false },
  { key: 'privacy_contact_mail', value: 'donnees-personnelles@association.local', isPublic: false },
  {
    key: 'hosting_provider',
    value: "Hébergeur à renseigner par l'association (raison sociale, adresse, téléphone)",
    isPublic: false,
  },
  ...legalTextSettings,
];

/**
 * The settings and the SPA's public OAuth client; existing rows are left as they are, so a
 * text or an amount the staff edited survives every start.
 */
export async function seedSettings(db: Db): Promise<void> {
  await db.insert(settings).values(defaultSettings).onConflictDoNothing();
  await db
    .insert(oauthClients)
    .values({ id: 'web', name: 'Application web', secretHash: null, confidential: false })
    .onConflictDoNothing();
}
