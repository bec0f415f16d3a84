import { describe, expect, it } from 'vitest';
import {
  addMembershipYear,
  canStartMembership,
  describePaymentCode,
  formatReceiptNumber,
  getPaymentOutcome,
  getReceiptYear,
  getReturnCode,
  getMembershipCharge,
  getSubscriptionPrice,
  isPaidCode,
  isRenewalOpen,
  nextMembershipStart,
} from './membership.rules.ts';

const now = new Date('2025-06-01T10:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 3600 * 1000);

describe('membership periods', () => {
  it('P1-PAY-43 a membership lasts one year', () => {
    expect(addMembershipYear(new Date('2025-03-10T08:00:00Z')).toISOString()).toBe('2026-03-10T08:00:00.000Z');
    expect(addMembershipYear(new Date('2024-02-29T12:00:00Z')).toISOString()).toBe('2025-03-01T12:00:00.000Z');
  });

  it('P1-PAY-44 P1-PAY-45 renewal opens 15 days before the end and stays open after it', () => {
    expect(isRenewalOpen(inDays(20), now)).toBe(false);
    expect(isRenewalOpen(inDays(16), now)).toBe(false);
    expect(isRenewalOpen(inDays(15), now)).toBe(true);
    expect(isRenewalOpen(inDays(10), now)).toBe(true);
    expect(isRenewalOpen(inDays(-3), now)).toBe(true);
    expect(isRenewalOpen(inDays(10).toISOString(), now)).toBe(true);
  });

  it('a new membership is refused while the current one has more than 15 days to run', () => {
    expect(canStartMembership(null, now)).toBe(true);
    expect(canStartMembership(inDays(200), now)).toBe(false);
    expect(canStartMembership(inDays(5), now)).toBe(true);
  });

  it('P1-PAY-46 a renewal starts at the end of the running membership, otherwise now', () => {
    expect(nextMembershipStart(inDays(10), now)).toEqual(inDays(10));
    expect(nextMembershipStart(inDays(-1), now)).toEqual(now);
    expect(nextMembershipStart(null, now)).toEqual(now);
  });
});

describe('payment return codes', () => {
  it('P1-PAY-28 P1-PAY-32 P1-PAY-33 classifies the provider codes', () => {
    expect(getPaymentOutcome('00000')).toBe('success');
    expect(getPaymentOutcome('00001')).toBe('cancelled');
    expect(getPaymentOutcome('00105')).toBe('refused');
    expect(getPaymentOutcome('00099')).toBe('error');
    expect(getPaymentOutcome(null)).toBe('error');
  });

  it('describes codes in French', () => {
    expect(describePaymentCode('00000')).toBe('Paiement accepté');
    expect(describePaymentCode('00151')).toBe('Paiement refusé par la banque');
    expect(describePaymentCode('12345')).toBe('Erreur lors du paiement');
  });

  it('P1-PAY-05 reads `code`, else the provider’s `Erreur`', () => {
    expect(getReturnCode(new URLSearchParams('code=00000&Mt=5000&Erreur=00000'))).toBe('00000');
    expect(getReturnCode(new URLSearchParams('Mt=5000&Ref=CB-1&Auto=&Erreur=00105&Sign=x'))).toBe('00105');
    expect(getReturnCode(new URLSearchParams('donation=30'))).toBeNull();
  });

  it('P1-HIST-07 P1-HIST-08 paid only with code 00000', () => {
    expect(isPaidCode('00000')).toBe(true);
    expect(isPaidCode('00001')).toBe(false);
    expect(isPaidCode(null)).toBe(false);
  });
});

describe('tax receipt numbers', () => {
  it('are YYYY-NNNNN', () => {
    expect(formatReceiptNumber(2025, 7)).toBe('2025-00007');
    expect(formatReceiptNumber(2025, 123456)).toBe('2025-123456');
  });

  it('take the calendar year in Paris', () => {
    expect(getReceiptYear(new Date('2024-12-31T23:30:00Z'))).toBe(2025);
    expect(getReceiptYear(new Date('2025-12-31T22:30:00Z'))).toBe(2025);
  });
});

describe('getSubscriptionPrice', () => {
  it('P1-PAY-12 no partner, an inactive one, one without price or with a price not lower: the standard amount', () => {
    const standard = { cents: 2000, discounted: false, free: false };
    expect(getSubscriptionPrice(2000, null)).toEqual(standard);
    expect(getSubscriptionPrice(2000, { price: null })).toEqual(standard);
    expect(getSubscriptionPrice(2000, { price: 1000, active: false })).toEqual(standard);
    expect(getSubscriptionPrice(2000, { price: 2000 })).toEqual(standard);
    expect(getSubscriptionPrice(2000, { price: 2500 })).toEqual(standard);
    expect(getSubscriptionPrice(2000, { price: -5 })).toEqual(standard);
  });

  it('a partner price below the standard amount is the discounted price', () => {
    expect(getSubscriptionPrice(2000, { price: 1000, active: true })).toEqual({
      cents: 1000,
      discounted: true,
      free: false,
    });
    expect(getSubscriptionPrice(2000, { price: 1 })).toEqual({ cents: 1, discounted: true, free: false });
  });

  it('P1-PAY-37 a partner price of 0 is a free adhesion', () => {
    expect(getSubscriptionPrice(2000, { price: 0 })).toEqual({ cents: 0, discounted: false, free: true });
  });
});

describe('getMembershipCharge', () => {
  const discount = { active: true, price: 1000 };

  it('P1-PAY-36 an AJA member adheres for free, whatever their partner', () => {
    expect(getMembershipCharge({ isAja: true, isPro: false }, 2000, discount)).toEqual({
      cents: 0,
      discounted: false,
      free: true,
    });
  });

  it('P1-PAY-13 a pro pays the pro amount and never a partner price', () => {
    expect(getMembershipCharge({ isAja: false, isPro: true }, 3000, discount)).toEqual({
      cents: 3000,
      discounted: false,
      free: false,
    });
  });

  it("P1-PAY-12 a member pays their partner's price, or the standard amount without one", () => {
    expect(getMembershipCharge({ isAja: false, isPro: false }, 2000, discount)).toEqual({
      cents: 1000,
      discounted: true,
      free: false,
    });
    expect(getMembershipCharge({ isAja: false, isPro: false }, 2000, null)).toEqual({
      cents: 2000,
      discounted: false,
      free: false,
    });
  });
});
