/** Values of admin.schemas.ts that need no schema library, for screens that load zod only at a form's first use (ADR 095). */
import { parseIsoDate } from '../accounts/age.rules.ts';

export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'cancelled', 'superseded'] as const;

/** A Paris calendar day (`YYYY-MM-DD`), years kept sane: the back office's day fields and filters. */
export function isAdminDay(value: string): boolean {
  const date = parseIsoDate(value);
  return date !== null && date.year >= 2000 && date.year <= 2999;
}
