import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  DEFAULT_DONATION_CENTS,
  DEFAULT_SUBSCRIPTION_CENTS,
  eurosToCents,
  formatEuros,
  isPayableTotal,
  MIN_PAYABLE_CENTS,
  taxCostAfterReduction,
} from './money.ts';

const nbsp = '\u00a0';
const narrowNbsp = '\u202f';

describe('formatEuros', () => {
  // P1 §9: "Amounts in cents, shown in euros."
  it('P1-HIST-13 shows cents as euros the French way, with a no-break space before €', () => {
    expect(formatEuros(2000)).toBe(`20,00${nbsp}€`);
    expect(formatEuros(1999)).toBe(`19,99${nbsp}€`);
    expect(formatEuros(5)).toBe(`0,05${nbsp}€`);
    expect(formatEuros(0)).toBe(`0,00${nbsp}€`);
  });

  it('separates thousands with a narrow no-break space', () => {
    expect(formatEuros(123450)).toBe(`1${narrowNbsp}234,50${nbsp}€`);
    expect(formatEuros(250000000)).toBe(`2${narrowNbsp}500${narrowNbsp}000,00${nbsp}€`);
  });
});

describe('cents and euros', () => {
  it('converts cents to euros', () => {
    expect(centsToEuros(2000)).toBe(20);
    expect(centsToEuros(1999)).toBe(19.99);
  });

  it('converts euros to whole cents without floating-point drift', () => {
    expect(eurosToCents(20)).toBe(2000);
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(eurosToCents(1.005)).toBe(101); // 1.005 * 100 is 100.49999999999999
    expect(eurosToCents(1.004)).toBe(100);
    expect(eurosToCents(-1.005)).toBe(-101);
    expect(eurosToCents(0)).toBe(0);
    expect(Object.is(eurosToCents(-0.001), 0)).toBe(true);
  });

  it('refuses what is not an amount', () => {
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
    expect(() => eurosToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('payment constants', () => {
  // P1 §9: "Annual membership 20 euros" and "Default donation 30 euros".
  it('P1-PAY-12 P1-PAY-15 the membership is 20 € and the default donation 30 €', () => {
    expect(formatEuros(DEFAULT_SUBSCRIPTION_CENTS)).toBe(`20,00${nbsp}€`);
    expect(formatEuros(DEFAULT_DONATION_CENTS)).toBe(`30,00${nbsp}€`);
  });

  // P1 §5: "Payment: submit disabled when the total is below 1 (except a free adhesion)".
  it('P1-PAY-19 the minimum total to pay is 1 €', () => {
    expect(MIN_PAYABLE_CENTS).toBe(100);
    expect(isPayableTotal(99)).toBe(false);
    expect(isPayableTotal(100)).toBe(true);
    expect(isPayableTotal(0)).toBe(false);
  });

  // P1 §9: "the tax note says 100 euros costs the donor 34."
  it('P1-PAY-17 a 100 € donation costs the donor 34 € after the tax reduction', () => {
    expect(taxCostAfterReduction(10000)).toBe(3400);
    expect(taxCostAfterReduction(3000)).toBe(1020);
    expect(taxCostAfterReduction(0)).toBe(0);
    expect(taxCostAfterReduction(1)).toBe(0); // 0.66 cent of reduction rounds to 1 cent
  });
});

describe('formatEuros against Intl', () => {
  it('writes every amount in cents as the fr-FR currency format does', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(formatEuros(cents)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 5000 },
    );
  });
});
