import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  getParisDay,
  getWallClock,
  PARIS_TIME_ZONE,
  parisTimeToInstant,
  wallClockFromZoneData,
} from './paris-time.ts';

describe('Paris time', () => {
  it('reads the Paris wall clock of an instant, winter (UTC+1) and summer (UTC+2)', () => {
    expect(getWallClock(new Date('2026-01-15T09:30:00Z'))).toMatchObject({
      year: 2026,
      month: 1,
      day: 15,
      hour: 10,
      minute: 30,
      weekday: 4,
    });
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

describe('Paris time by the EU rule', () => {
  const fields = (clock: ReturnType<typeof getWallClock>) =>
    [clock.year, clock.month, clock.day, clock.hour, clock.minute, clock.weekday].join(' ');
  const sameAsZoneData = (time: number) => {
    const date = new Date(time);
    return fields(getWallClock(date)) === fields(wallClockFromZoneData(date, PARIS_TIME_ZONE));
  };

  it('agrees with the time-zone database every six hours or so from 1996 to 2037', () => {
    const wrong: string[] = [];
    for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2038, 0, 1); time += 6 * 3_600_000 + 7 * 60_000) {
      if (!sameAsZoneData(time)) wrong.push(new Date(time).toISOString());
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('agrees with it minute by minute around each clock change from 1996 to 2037', () => {
    const wrong: string[] = [];
    for (let year = 1996; year <= 2037; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = Date.UTC(year, month + 1, 0);
        const change = lastDay - new Date(lastDay).getUTCDay() * 86_400_000 + 3_600_000;
        for (let time = change - 90 * 60_000; time <= change + 90 * 60_000; time += 60_000) {
          if (!sameAsZoneData(time)) wrong.push(new Date(time).toISOString());
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('reads other years and other zones from the time-zone database', () => {
    expect(getWallClock(new Date('1995-09-24T00:30:00Z'))).toMatchObject({ hour: 2 });
    expect(getWallClock(new Date('1995-09-24T01:30:00Z'))).toMatchObject({ hour: 2 });
    expect(getWallClock(new Date('2040-07-01T10:00:00Z'))).toMatchObject({ hour: 12 });
    expect(getWallClock(new Date('2026-07-01T10:00:00Z'), 'America/Cayenne')).toMatchObject({ hour: 7 });
  });
});
