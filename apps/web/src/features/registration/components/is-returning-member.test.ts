import { describe, expect, it } from 'vitest';
import { isReturningMember } from './is-returning-member.ts';

const now = new Date('2025-06-10T12:00:00.000Z');

describe('isReturningMember', () => {
  it('an account created within the day is new', () => {
    expect(isReturningMember({ created_at: '2025-06-10T08:00:00.000Z', premium_dates: null }, now)).toBe(false);
    expect(isReturningMember({ created_at: '2025-06-09T12:30:00.000Z', premium_dates: null }, now)).toBe(false);
  });

  it('an account older than a day is a returning member', () => {
    expect(isReturningMember({ created_at: '2025-06-09T11:00:00.000Z', premium_dates: null }, now)).toBe(true);
  });

  it('a membership started more than a day ago is a returning member, whatever the account date', () => {
    expect(
      isReturningMember(
        { created_at: '2025-06-10T08:00:00.000Z', premium_dates: { start: '2024-06-01', end: '2025-06-01' } },
        now,
      ),
    ).toBe(true);
    expect(
      isReturningMember(
        { created_at: '2025-06-10T08:00:00.000Z', premium_dates: { start: '2025-06-10', end: '2026-06-10' } },
        now,
      ),
    ).toBe(false);
  });

  it('an unreadable date counts as new', () => {
    expect(isReturningMember({ created_at: '', premium_dates: null }, now)).toBe(false);
  });
});
