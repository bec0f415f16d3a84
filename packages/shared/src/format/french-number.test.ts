import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFrenchNumber } from './french-number.ts';

describe('formatFrenchNumber', () => {
  it('writes thousands, decimals and signs as Intl fr-FR does', () => {
    expect(formatFrenchNumber(1234)).toBe('1\u202f234');
    expect(formatFrenchNumber(12345678.9, 1)).toBe('12\u202f345\u202f678,9');
    expect(formatFrenchNumber(-0.4)).toBe('-0');
    expect(formatFrenchNumber(1.005, 2)).toBe('1,01');
    expect(formatFrenchNumber(2.5)).toBe('3');
    expect(formatFrenchNumber(Number.NaN)).toBe('NaN');
  });

  it('gives what Intl gives for any amount, count and size the platform shows', () => {
    const intl = [0, 1, 2].map(
      (digits) => new Intl.NumberFormat('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e12, max: 1e12, noNaN: true }),
          fc.integer().map((cents) => cents / 100),
        ),
        fc.constantFrom(0, 1, 2),
        (value, digits) => {
          expect(formatFrenchNumber(value, digits)).toBe(intl[digits]?.format(value));
        },
      ),
      { numRuns: 20_000 },
    );
  });
});
