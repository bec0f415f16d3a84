import { parseIsoDate } from '../accounts/age.rules.ts';

/**
 * A Paris calendar day (`YYYY-MM-DD`), years kept sane: the back office's day fields and
 * filters. Apart from admin.rules.ts so a list that only needs the payment states does not load
 * the date parsing (ADR 095).
 */
export function isAdminDay(value: string): boolean {
  const date = parseIsoDate(value);
  return date !== null && date.year >= 2000 && date.year <= 2999;
}
