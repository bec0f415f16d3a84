import { describe, expect, it } from 'vitest';
import { findRenewalReminderDaysProblem, parseRenewalReminderDays } from './renewal-reminders.rules.ts';

describe('the renewal reminders delays (issue #38)', () => {
  it('reads the setting earliest first, each once, the defaults when unreadable', () => {
    expect(parseRenewalReminderDays('0, 30 ; -15 7')).toEqual([30, 7, 0, -15]);
    expect(parseRenewalReminderDays('7,7,−3')).toEqual([7, -3]);
    expect(parseRenewalReminderDays('')).toEqual([30, 7, 0, -15]);
    expect(parseRenewalReminderDays(null)).toEqual([30, 7, 0, -15]);
    expect(parseRenewalReminderDays('trente')).toEqual([30, 7, 0, -15]);
  });

  it('says why typed delays cannot be kept', () => {
    expect(findRenewalReminderDaysProblem('30, 7, 0, -15')).toBeNull();
    expect(findRenewalReminderDaysProblem('30 jours')).toBe('invalid');
    expect(findRenewalReminderDaysProblem(' ')).toBe('invalid');
    expect(findRenewalReminderDaysProblem('120')).toBe('range');
    expect(findRenewalReminderDaysProblem('7, 7')).toBe('repeated');
    expect(findRenewalReminderDaysProblem('1,2,3,4,5,6,7')).toBe('tooMany');
  });
});
