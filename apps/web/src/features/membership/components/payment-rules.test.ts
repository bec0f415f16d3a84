import { describe, expect, it } from 'vitest';
import { canSubmitPayment, getTotalCents, parseDonation, type PaymentChoices } from './payment-rules.ts';

const allTerms = { access: true, secret: true, discreet: true, screenshots: true };
const subscribing: PaymentChoices = {
  subscription: true,
  donation: false,
  donationText: '30',
  certified: true,
  terms: allTerms,
};
const donating: PaymentChoices = {
  subscription: false,
  donation: true,
  donationText: '30',
  certified: false,
  terms: { ...allTerms, access: false },
};

describe('payment rules', () => {
  it('P1-PAY-08 the total is the subscription plus the donation', () => {
    expect(getTotalCents({ ...subscribing, donation: true }, 2000)).toBe(5000);
    expect(getTotalCents(subscribing, 2000)).toBe(2000);
    expect(getTotalCents(donating, 2000)).toBe(3000);
  });

  it('P1-PAY-18 the donation is a number of at least 0', () => {
    expect(parseDonation('50').euros).toBe(50);
    expect(parseDonation('12,5').euros).toBe(12.5);
    expect(parseDonation('-5').error).toBe('Le don ne peut pas être négatif.');
    expect(parseDonation('abc').error).toBe('Le don doit être un nombre.');
  });

  it('P1-PAY-19 the pay button is disabled while the total is below 1 €', () => {
    expect(canSubmitPayment({ ...donating, donationText: '0' }, 2000, false)).toBe(false);
    expect(canSubmitPayment({ ...donating, donationText: '0.5' }, 2000, false)).toBe(false);
    expect(canSubmitPayment({ ...donating, donationText: '1' }, 2000, false)).toBe(true);
    expect(canSubmitPayment({ ...donating, donationText: '-3' }, 2000, false)).toBe(false);
  });

  it('P1-PAY-21 a patient subscribing must tick the certification', () => {
    expect(canSubmitPayment(subscribing, 2000, false)).toBe(true);
    expect(canSubmitPayment({ ...subscribing, certified: false }, 2000, false)).toBe(false);
  });

  it('P1-PAY-22 a pro subscribing needs no certification', () => {
    expect(canSubmitPayment({ ...subscribing, certified: false }, 5000, true)).toBe(true);
  });

  it('P1-PAY-24 every platform term must be accepted when subscribing, not for a donation alone', () => {
    for (const key of ['access', 'secret', 'discreet', 'screenshots'] as const) {
      expect(canSubmitPayment({ ...subscribing, terms: { ...allTerms, [key]: false } }, 2000, false)).toBe(false);
    }
    expect(canSubmitPayment(donating, 2000, false)).toBe(true);
  });

  it('P1-PAY-19 P1-PAY-37 a free subscription (total 0) is enabled; a donation with it must still reach 1 €', () => {
    const free = { freeSubscription: true };
    expect(canSubmitPayment(subscribing, 0, false)).toBe(false);
    expect(canSubmitPayment(subscribing, 0, false, free)).toBe(true);
    expect(canSubmitPayment({ ...subscribing, certified: false }, 0, false, free)).toBe(false);
    expect(canSubmitPayment({ ...subscribing, donation: true, donationText: '0.5' }, 0, false, free)).toBe(false);
    expect(canSubmitPayment({ ...subscribing, donation: true, donationText: '10' }, 0, false, free)).toBe(true);
    expect(canSubmitPayment({ ...subscribing, donation: true, donationText: '0' }, 0, false, free)).toBe(true);
    // The free subscription switched off: the donation alone follows the usual minimum.
    expect(canSubmitPayment({ ...donating, donationText: '0' }, 0, false, free)).toBe(false);
  });

  it('a free adhesion waits for its partner code', () => {
    expect(canSubmitPayment(subscribing, 0, false, { freeSubscription: true, subscriptionReady: false })).toBe(false);
    expect(canSubmitPayment(donating, 0, false, { freeSubscription: true, subscriptionReady: false })).toBe(true);
  });
});
