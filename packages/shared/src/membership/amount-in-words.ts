/**
 * Amounts in French words for tax receipts (CERFA 11580*05 asks for the amount "en toutes
 * lettres"): 5000 cents → 'cinquante euros'. Traditional spelling: 'vingt et un',
 * 'quatre-vingts', 'deux cents', 'mille' invariable, 'un million d'euros'.
 */

const units = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
] as const;

const tens: Record<number, string> = { 2: 'vingt', 3: 'trente', 4: 'quarante', 5: 'cinquante', 6: 'soixante' };

const unit = (n: number) => units[n] as string;

/**
 * 0 to 99. `plural` says whether 'quatre-vingts' may take its s, which it does only when
 * nothing follows (not before 'mille').
 */
function belowHundred(n: number, plural: boolean): string {
  if (n < 17) return unit(n);
  if (n < 20) return `dix-${unit(n - 10)}`;
  const ten = Math.floor(n / 10);
  const rest = n % 10;
  if (ten === 7) return rest === 1 ? 'soixante et onze' : `soixante-${belowHundred(10 + rest, false)}`;
  if (ten === 8) return rest === 0 ? (plural ? 'quatre-vingts' : 'quatre-vingt') : `quatre-vingt-${unit(rest)}`;
  if (ten === 9) return `quatre-vingt-${belowHundred(10 + rest, false)}`;
  const word = tens[ten] as string;
  if (rest === 0) return word;
  if (rest === 1) return `${word} et un`;
  return `${word}-${unit(rest)}`;
}

/** 1 to 999; 'cents' takes its s only when nothing follows it (and not before 'mille'). */
function belowThousand(n: number, plural: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds === 1) words.push('cent');
  else if (hundreds > 1) words.push(`${unit(hundreds)} ${rest === 0 && plural ? 'cents' : 'cent'}`);
  if (rest > 0) words.push(belowHundred(rest, plural));
  return words.join(' ');
}

const MAX_WORDS_NUMBER = 999_999_999_999;

/** A whole number from 0 to 999 999 999 999 in French words: 1234 → 'mille deux cent trente-quatre'. */
export function numberToFrenchWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > MAX_WORDS_NUMBER) throw new RangeError(`Not a whole number in range: ${n}`);
  if (n === 0) return unit(0);
  const billions = Math.floor(n / 1_000_000_000);
  const millions = Math.floor(n / 1_000_000) % 1000;
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  const words: string[] = [];
  // 'milliard' and 'million' are nouns: the number before them keeps its plural s.
  if (billions > 0) words.push(`${belowThousand(billions, true)} milliard${billions > 1 ? 's' : ''}`);
  if (millions > 0) words.push(`${belowThousand(millions, true)} million${millions > 1 ? 's' : ''}`);
  if (thousands === 1) words.push('mille');
  else if (thousands > 1) words.push(`${belowThousand(thousands, false)} mille`);
  if (rest > 0) words.push(belowThousand(rest, true));
  return words.join(' ');
}

/**
 * Cents in words: 5000 → 'cinquante euros', 2050 → 'vingt euros et cinquante centimes',
 * 100 → 'un euro', 1 → 'un centime', 100000000 → "un million d'euros".
 */
export function amountInWords(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  const euros = Math.floor(cents / 100);
  const centimes = cents % 100;
  const parts: string[] = [];
  if (euros > 0 || centimes === 0) {
    const noun = euros >= 1_000_000 && euros % 1_000_000 === 0 ? "d'euros" : euros > 1 ? 'euros' : 'euro';
    parts.push(`${numberToFrenchWords(euros)} ${noun}`);
  }
  if (centimes > 0) parts.push(`${numberToFrenchWords(centimes)} centime${centimes > 1 ? 's' : ''}`);
  return parts.join(' et ');
}
