import { describe, expect, it } from 'vitest';
import { easterSunday, findCycleDays, findFrenchHoliday, frenchHolidays } from './meeting-cycle.rules.ts';

describe('French public holidays', () => {
  it('computes Easter for known years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('holds the eleven holidays, the Easter-based ones moving with Easter', () => {
    const days = frenchHolidays(2026);
    expect(days.size).toBe(11);
    expect(days.get('2026-04-06')).toBe('Lundi de Pâques');
    expect(days.get('2026-05-14')).toBe('Ascension');
    expect(days.get('2026-05-25')).toBe('Lundi de Pentecôte');
    expect(findFrenchHoliday('2026-11-11')).toBe('Armistice 1918');
    expect(findFrenchHoliday('2026-11-10')).toBeNull();
  });
});

describe('findCycleDays', () => {
  it('starts on the first chosen weekday from the first day and counts weeks', () => {
    const { days } = findCycleDays({ weekday: 2, firstDay: '2026-10-01', count: 12, skipHolidays: false });
    expect(days).toHaveLength(12);
    expect(days[0]).toBe('2026-10-06');
    expect(days[11]).toBe('2026-12-22');
  });

  it('stops at the end date, included', () => {
    const { days } = findCycleDays({ weekday: 3, firstDay: '2026-10-07', until: '2026-10-28', skipHolidays: false });
    expect(days).toEqual(['2026-10-07', '2026-10-14', '2026-10-21', '2026-10-28']);
  });

  it('skips holidays only when asked, the skipped week still counted', () => {
    const asked = findCycleDays({ weekday: 3, firstDay: '2026-11-04', count: 3, skipHolidays: true });
    expect(asked.days).toEqual(['2026-11-04', '2026-11-18']);
    expect(asked.skipped).toEqual([{ day: '2026-11-11', holiday: 'Armistice 1918' }]);
    const kept = findCycleDays({ weekday: 3, firstDay: '2026-11-04', count: 3, skipHolidays: false });
    expect(kept.days).toContain('2026-11-11');
  });

  it('never runs past 52 weeks', () => {
    expect(
      findCycleDays({ weekday: 1, firstDay: '2026-01-05', until: '2030-01-01', skipHolidays: false }).days,
    ).toHaveLength(52);
  });
});
