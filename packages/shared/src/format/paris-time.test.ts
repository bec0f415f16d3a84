import { describe, expect, it } from 'vitest';
import { addCalendarDays, getParisDay, getWallClock, parisTimeToInstant } from './paris-time.ts';

describe('Paris time', () => {
  it('reads the Paris wall clock of an instant, winter (UTC+1) and summer (UTC+2)', () => {
    expect(getWallClock(new Date('2026-01-15T09:30:00Z'))).toMatchObject({ year: 2026, month: 1, day: 15, hour: 10, minute: 30, weekday: 4 });
    expect(getWallClock(new Date('2026-07-15T09:30:00Z'))).toMatchObject({ hour: 11, minute: 30, weekday: 3 });
  });

  it('gives the Paris day of an instant, which may differ from the UTC day', () => {
    expect(getParisDay(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(getParisDay(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });

  it('turns a Paris wall-clock time into its instant, on both sides of the clock changes', () => {
    expect(parisTimeToInstant('2026-01-15', 10, 30).toISOString()).toBe('2026-01-15T09:30:00.000Z');
    expect(parisTimeToInstant('2026-07-15', 10, 30).toISOString()).toBe('2026-07-15T08:30:00.000Z');
    expect(parisTimeToInstant('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(parisTimeToInstant('2026-03-29', 12).toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(parisTimeToInstant('2026-10-25', 12).toISOString()).toBe('2026-10-25T11:00:00.000Z');
  });

  it('moves a calendar day across months and years', () => {
    expect(addCalendarDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
