import { describe, expect, it } from 'vitest';
import { defaultSessionMailPreferences, parseReminderHours, wantsReminder } from './calendar.rules.ts';

describe('parseReminderHours', () => {
  it('reads the staff setting as delays, longest first, each once', () => {
    expect(parseReminderHours('48,2')).toEqual([48, 2]);
    expect(parseReminderHours(' 2 ; 24, 72,24')).toEqual([72, 24, 2]);
  });

  it('falls back on 48 h and 2 h when absent, empty or unreadable', () => {
    for (const value of [undefined, null, '', 'jamais', '0, -3, 1.5', '99999'])
      expect(parseReminderHours(value)).toEqual([48, 2]);
  });
});

describe('wantsReminder', () => {
  it('sends a delay unless reminders are off or that delay was turned off', () => {
    const preferences = { ...defaultSessionMailPreferences(), skippedReminderHours: [2] };
    expect(wantsReminder(preferences, 48)).toBe(true);
    expect(wantsReminder(preferences, 2)).toBe(false);
    expect(wantsReminder({ ...preferences, reminders: false }, 48)).toBe(false);
  });
});
