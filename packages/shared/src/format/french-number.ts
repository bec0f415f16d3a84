/**
 * Numbers written as Intl's fr-FR writes them ('1 234,5', '-0,4'), by hand: a browser's first
 * Intl formatter starts its ICU library, a 45–85 ms task on the first screen of a phone,
 * for amounts and counts that need no more than this (ADR 108).
 */

/** Between groups of thousands, as Intl's fr-FR: a narrow no-break space (U+202F). */
const THOUSANDS = '\u202f';

/**
 * The whole and fraction digits of a positive number rounded to `digits` decimals as Intl
 * rounds: half away from zero on its shortest decimal form (1.005 → 1.01, where toFixed
 * reads the binary value and gives 1.00).
 */
function roundShortest(value: number, digits: number): [string, string] {
  const text = value < 1e-6 ? value.toFixed(20) : String(value);
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  let kept = BigInt(whole + fraction.slice(0, digits));
  if ((fraction[digits] ?? '0') >= '5') kept += 1n;
  const all = kept.toString().padStart(digits + 1, '0');
  return [all.slice(0, all.length - digits), all.slice(all.length - digits)];
}

/** 1234.5 → '1 234,5' with `fractionDigits` decimals. */
export function formatFrenchNumber(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  const [whole, fraction] = roundShortest(Math.abs(value), fractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, THOUSANDS);
  // Intl keeps the sign of what rounds to zero: -0.4 → '-0'.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}
