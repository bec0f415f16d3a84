import { formatEuros } from '@plateforme/shared/format/money';
import { findLegalPage } from '@plateforme/shared/legal/legal-pages';
import type { LegalText } from '@plateforme/shared/legal/legal.schemas';
import { AppError } from '@plateforme/shared/errors/app-error';
import { legalMessages } from '@plateforme/shared/messages/legal';
import type { Db } from '../../db/client.ts';
import { findSettings } from './legal.repository.ts';

/**
 * The settings a text may quote as `{{name}}`. Amounts are stored in cents and quoted in
 * euros; the publication director is the receipts' signatory with their role.
 */
const quotedKeys = [
  'association_name',
  'association_address',
  'association_status',
  'association_object',
  'association_phone',
  'payment_contact_mail',
  'privacy_contact_mail',
  'hosting_provider',
  'receipt_signatory',
  'receipt_signatory_role',
  'subscription_amount',
  'pro_subscription_amount',
] as const;

type Quoted = Partial<Record<(typeof quotedKeys)[number], string>>;

function placeholderValues(quoted: Quoted): Record<string, string> {
  const euros = (cents: string | undefined) => (cents === undefined || !Number.isFinite(Number(cents)) ? undefined : formatEuros(Number(cents)));
  const director = [quoted.receipt_signatory, quoted.receipt_signatory_role].filter(Boolean).join(', ');
  const values: Record<string, string | undefined> = {
    ...quoted,
    contact_mail: quoted.payment_contact_mail,
    publication_director: director || undefined,
    subscription_amount: euros(quoted.subscription_amount),
    pro_subscription_amount: euros(quoted.pro_subscription_amount),
  };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** `{{name}}` becomes its value; a name with no value stays as written, for the staff to see. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{([a-z_]+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** A legal page's text, with the association's identity filled in; 404 for an unknown page. */
export async function getLegalText(db: Db, slug: string): Promise<LegalText> {
  const page = findLegalPage(slug);
  if (!page) throw new AppError('not_found', legalMessages.notFound);
  const rows = await findSettings(db, [page.settingKey, ...quotedKeys]);
  const text = rows.find((row) => row.key === page.settingKey);
  if (!text) throw new AppError('not_found', legalMessages.notFound);
  const quoted = Object.fromEntries(rows.filter((row) => row.key !== page.settingKey).map((row) => [row.key, row.value]));
  // The page changed when its text did, or the identity it quotes.
  const updatedAt = new Date(Math.max(...rows.map((row) => row.updatedAt.getTime())));
  return {
    slug: page.slug,
    title: legalMessages.titles[page.slug],
    content: fillPlaceholders(text.value, placeholderValues(quoted)),
    updated_at: updatedAt.toISOString(),
  };
}
