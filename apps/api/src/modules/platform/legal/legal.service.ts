import { formatEuros } from '@plateforme/shared/format/money';
import type { AdminLegalText, LegalTextInput } from '@plateforme/shared/platform/legal-admin.schemas';
import { findLegalPage, legalPages, type LegalPage } from '@plateforme/shared/platform/legal-pages';
import type { LegalText } from '@plateforme/shared/platform/legal.schemas';
import { AppError } from '@plateforme/shared/errors/app-error';
import { legalMessages } from '@plateforme/shared/messages/platform-legal';
import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { recordAudit } from '../audit/audit.ts';
import { findSettings, lockSetting, saveSettingText } from './legal.repository.ts';

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
  const euros = (cents: string | undefined) =>
    cents === undefined || !Number.isFinite(Number(cents)) ? undefined : formatEuros(Number(cents));
  const director = [quoted.receipt_signatory, quoted.receipt_signatory_role].filter(Boolean).join(', ');
  const values: Record<string, string | undefined> = {
    ...quoted,
    contact_mail: quoted.payment_contact_mail,
    publication_director: director || undefined,
    subscription_amount: euros(quoted.subscription_amount),
    pro_subscription_amount: euros(quoted.pro_subscription_amount),
  };
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** `{{name}}` becomes its value; a name with no value stays as written, for the staff to see. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{([a-z_]+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** The page's text with the association's identity filled in, and when either last changed. */
async function renderLegalText(db: Db, page: LegalPage, draft?: string): Promise<LegalText> {
  const rows = await findSettings(db, [page.settingKey, ...quotedKeys]);
  const text = rows.find((row) => row.key === page.settingKey);
  if (!text && draft === undefined) throw new AppError('not_found', legalMessages.notFound);
  const quoted = Object.fromEntries(
    rows.filter((row) => row.key !== page.settingKey).map((row) => [row.key, row.value]),
  );
  // The page changed when its text did, or the identity it quotes.
  const updatedAt = new Date(Math.max(0, ...rows.map((row) => row.updatedAt.getTime())));
  return {
    slug: page.slug,
    title: legalMessages.titles[page.slug],
    content: fillPlaceholders(draft ?? text!.value, placeholderValues(quoted)),
    updated_at: updatedAt.toISOString(),
  };
}

function requirePage(slug: string): LegalPage {
  const page = findLegalPage(slug);
  if (!page) throw new AppError('not_found', legalMessages.notFound);
  return page;
}

/** A legal page's text, with the association's identity filled in; 404 for an unknown page. */
export function getLegalText(db: Db, slug: string): Promise<LegalText> {
  return renderLegalText(db, requirePage(slug));
}

/** GET /api/admin/legal-texts: every page's text as stored, placeholders kept (ADR 070). */
export async function listLegalTextsForStaff(db: Db): Promise<AdminLegalText[]> {
  const rows = await findSettings(
    db,
    legalPages.map((page) => page.settingKey),
  );
  return legalPages.map((page) => {
    const row = rows.find((item) => item.key === page.settingKey);
    return {
      slug: page.slug,
      title: legalMessages.titles[page.slug],
      content: row?.value ?? '',
      updated_at: (row?.updatedAt ?? new Date(0)).toISOString(),
    };
  });
}

/** PUT /api/admin/legal-texts/{slug}: the whole text, saved and logged (before, after) in one transaction; the public page shows it at once. */
export async function updateLegalText(
  db: Db,
  viewer: Pick<Viewer, 'id'>,
  slug: string,
  input: LegalTextInput,
): Promise<AdminLegalText> {
  const page = requirePage(slug);
  await db.transaction(async (tx) => {
    const before = await lockSetting(tx, page.settingKey);
    if (before?.value === input.content) return;
    await saveSettingText(tx, page.settingKey, input.content);
    await recordAudit(tx, viewer, {
      action: 'update',
      entity: 'legal',
      entityId: null,
      label: legalMessages.titles[page.slug],
      changes: { content: { before: before?.value ?? null, after: input.content } },
    });
  });
  const saved = (await listLegalTextsForStaff(db)).find((item) => item.slug === page.slug);
  if (!saved) throw new AppError('not_found', legalMessages.notFound);
  return saved;
}

/** POST /api/admin/legal-texts/{slug}/preview: a draft as the public page would show it; nothing is saved. */
export function previewLegalText(db: Db, slug: string, input: LegalTextInput): Promise<LegalText> {
  return renderLegalText(db, requirePage(slug), input.content);
}
