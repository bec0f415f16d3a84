/**
 * The legal pages (P1 §1): each one's address on the web, its slug on the API
 * (GET /api/legal/{slug}) and the setting that holds its text, so the association can edit
 * the texts without a release. The slug is the page's path without its slash. No zod here:
 * the footer of every page imports this file.
 */
export const legalPages = [
  { slug: 'charte-de-confidentialite', settingKey: 'legal_privacy' },
  { slug: 'mentions-legales', settingKey: 'legal_notice' },
  { slug: 'cookies', settingKey: 'legal_cookies' },
  { slug: 'conditions-de-vente', settingKey: 'legal_sales_terms' },
  { slug: 'conditions-d-utilisation', settingKey: 'legal_terms_of_use' },
] as const;

export type LegalPage = (typeof legalPages)[number];
export type LegalSlug = LegalPage['slug'];

export const legalPath = (slug: LegalSlug) => `/${slug}`;

export function findLegalPage(slug: string): LegalPage | undefined {
  return legalPages.find((page) => page.slug === slug);
}
