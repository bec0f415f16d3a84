import { describe, expect, it } from 'vitest';
import { proPremiumProfile, proProfile } from '../../test/profiles.ts';
import { isInRenewalWindow, isRenewalDue } from './renewal.ts';

const now = new Date('2025-06-01T10:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('renewal alert', () => {
  it('P2-NAV-06 shows during the 15 days before the end of premium_dates', () => {
    expect(isRenewalDue(inDays(10), now)).toBe(true);
    expect(isRenewalDue(inDays(15), now)).toBe(true);
    expect(isRenewalDue(inDays(20), now)).toBe(false);
    expect(isRenewalDue(inDays(-1), now)).toBe(false);
    expect(isRenewalDue(null, now)).toBe(false);
    expect(isRenewalDue('not a date', now)).toBe(false);
  });

  it('offers renewal with no membership, or within 15 days of its end only', () => {
    expect(isInRenewalWindow(proProfile, now)).toBe(true);
    expect(
      isInRenewalWindow({ ...proPremiumProfile, premium_dates: { start: inDays(-355), end: inDays(10) } }, now),
    ).toBe(true);
    expect(
      isInRenewalWindow({ ...proPremiumProfile, premium_dates: { start: inDays(-100), end: inDays(265) } }, now),
    ).toBe(false);
    expect(isInRenewalWindow(proPremiumProfile, now)).toBe(false);
    expect(isInRenewalWindow(null, now)).toBe(false);
  });
});
