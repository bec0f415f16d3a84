/**
 * File sizes as the library shows them (P2 §3 Document): one decimal, in the French units
 * o, Ko, Mo, Go rather than the specification's B, KB, MB, GB (ADR 075).
 */

import { formatFrenchNumber } from './french-number.ts';

const units = ['Ko', 'Mo', 'Go'] as const;

/**
 * 1536 → '1,5 Ko' (base 1024, French decimal comma, a no-break space before the unit so it
 * never wraps alone). Whole bytes stay whole: 512 → '512 o'. Beyond 1024 Go it stays in Go.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a file size: ${bytes}`);
  if (bytes < 1024) return `${Math.round(bytes)}\u00a0o`;
  let value = bytes / 1024;
  let unit = 0;
  // 1023.96 Ko would round to '1 024,0 Ko': move up a unit when rounding reaches 1024.
  while (unit < units.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return `${formatFrenchNumber(value, 1)}\u00a0${units[unit]}`;
}
