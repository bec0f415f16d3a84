import { describe, expect, it } from 'vitest';
import { paymentMessages } from '../messages/membership.ts';
import { findDonationError } from './payment.rules.ts';
import { donationEurosSchema } from './payment.schemas.ts';

describe('a donation in euros', () => {
  it('P1-PAY-18 is a number, 0 or more, at most 100,000, two decimals at most', () => {
    expect(findDonationError(0)).toBeUndefined();
    expect(findDonationError(12.5)).toBeUndefined();
    expect(findDonationError(Number.NaN)).toBe(paymentMessages.donationNotANumber);
    expect(findDonationError(-1)).toBe(paymentMessages.donationNegative);
    expect(findDonationError(100_001)).toBe(paymentMessages.donationTooHigh);
    expect(findDonationError(1.234)).toBe(paymentMessages.donationCents);
  });

  it('is refused by the API with the same words as the screen says them', () => {
    for (const euros of [Number.NaN, -1, 100_001, 1.234, 30]) {
      expect(donationEurosSchema.safeParse(euros).error?.issues[0]?.message).toBe(findDonationError(euros));
    }
  });
});
