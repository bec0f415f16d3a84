/** Values of admin.schemas.ts that need no schema library, for screens that load zod only at a form's first use (ADR 095). */

export const LOGO_MAX_BYTES = 1_048_576;

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** '12,50' → 1250; '' → null. */
export function eurosToCents(value: string): number | null {
  const text = value.trim().replace(',', '.');
  return text === '' ? null : Math.round(Number(text) * 100);
}

/** 1250 → '12,50'; null → ''. */
export function centsToEuros(cents: number | null): string {
  if (cents === null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}
