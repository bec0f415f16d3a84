import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatIsoDate,
  formatSpokenDate,
  formatSpokenSession,
  formatSpokenTime,
  formatTime,
  formatTimeRange,
  formatWeekdayDate,
} from './dates.ts';

// Every instant is written in UTC so the results hold whatever the process zone is.
describe('formatDate', () => {
  // P2 §1: "Dates display as DD/MM/YYYY."
  it('P2-CONST-01 shows a date-only value as DD/MM/YYYY without shifting the day', () => {
    expect(formatDate('2026-11-23')).toBe('23/11/2026');
    expect(formatDate('2000-02-29')).toBe('29/02/2000');
  });

  it('P2-CONST-01 shows an instant as its day in Paris', () => {
    expect(formatDate('2026-11-23T10:00:00Z')).toBe('23/11/2026');
    // 23:30 UTC in winter is already the next day in Paris.
    expect(formatDate(new Date('2026-11-22T23:30:00Z'))).toBe('23/11/2026');
    // 22:30 UTC in summer is 00:30 the next day in Paris.
    expect(formatDate('2026-07-14T22:30:00Z')).toBe('15/07/2026');
    expect(formatDate('2026-07-14T21:59:00Z')).toBe('14/07/2026');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDate('demain')).toThrow(RangeError);
  });

  it('gives the Paris day as YYYY-MM-DD', () => {
    expect(formatIsoDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(formatIsoDate('2026-11-23')).toBe('2026-11-23');
  });
});

describe('formatTime and formatTimeRange', () => {
  // P2 §2 Meetings screen: "time slot as HHhmm - HHhmm".
  it('P2-MEET-15 shows Paris wall-clock times as HHhmm', () => {
    expect(formatTime('2026-11-23T08:30:00Z')).toBe('09h30'); // winter, UTC+1
    expect(formatTime(new Date('2026-06-15T12:00:00Z'))).toBe('14h00'); // summer, UTC+2
    expect(formatTime('2026-11-23T23:05:00Z')).toBe('00h05');
  });

  it('P2-MEET-15 shows a slot 14:00-15:30 as "14h00 - 15h30"', () => {
    expect(formatTimeRange('2026-11-23T13:00:00Z', '2026-11-23T14:30:00Z')).toBe('14h00 - 15h30');
  });

  it('follows the daylight-saving change in Paris', () => {
    // 29 March 2026: 02:00 becomes 03:00 in Paris.
    expect(formatTimeRange('2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z')).toBe('01h30 - 03h30');
  });
});

describe('formatWeekdayDate', () => {
  // P2 §2 Meetings screen: "date as weekday DD/MM/YYYY".
  it('P2-MEET-13 shows the French weekday then DD/MM/YYYY', () => {
    expect(formatWeekdayDate('2026-03-02T09:00:00Z')).toBe('lundi 02/03/2026');
    expect(formatWeekdayDate('2026-11-23')).toBe('lundi 23/11/2026');
    expect(formatWeekdayDate('2026-11-29')).toBe('dimanche 29/11/2026');
  });

  it('P2-MEET-13 takes the weekday of the Paris day', () => {
    // Sunday 23:30 UTC is Monday 00:30 in Paris.
    expect(formatWeekdayDate(new Date('2026-11-22T23:30:00Z'))).toBe('lundi 23/11/2026');
  });
});

describe('spoken dates', () => {
  it('write out the day, the month and the hours as said aloud, on the Paris clock', () => {
    expect(formatSpokenSession('2026-12-01T09:00:00Z', '2026-12-01T10:30:00Z')).toBe(
      'mardi 1er décembre, 10 h – 11 h 30',
    );
    // Summer time: UTC+2.
    expect(formatSpokenSession('2027-06-14T07:05:00Z', '2027-06-14T08:00:00Z')).toBe('lundi 14 juin, 9 h 05 – 10 h');
    expect(formatSpokenDate('2026-10-25T23:30:00Z')).toBe('lundi 26 octobre');
    expect(formatSpokenTime('2026-10-25T23:30:00Z')).toBe('0 h 30');
  });
});
