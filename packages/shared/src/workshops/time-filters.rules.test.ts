import { describe, expect, it } from 'vitest';
import { workshopsMessages } from '../messages/workshops.ts';
import { getWeekdayValue, isMeetingInTimeSlot, timeSlots, weekdayValues } from './time-filters.rules.ts';

/** A session on Monday 23 November 2026 (Paris is UTC+1), times given in Paris. */
function makeMeeting(start: string, end: string) {
  return {
    start: new Date(`2026-11-23T${start}:00+01:00`),
    end: new Date(`2026-11-23T${end}:00+01:00`),
  };
}

describe('time slots', () => {
  // P2 §9: "Time filters: MATIN 06:00-13:01, MIDI 12:00-14:01, APRES-MIDI 13:00-17:01, FIN D'APRES-MIDI 16:30-20:01."
  it('P2-CONST-02 P2-CONST-03 P2-CONST-04 P2-CONST-05 hold the spec ranges, and the labels in plain case (ADR 075)', () => {
    expect(timeSlots).toEqual({
      morning: { from: '06:00', to: '13:01' },
      midday: { from: '12:00', to: '14:01' },
      afternoon: { from: '13:00', to: '17:01' },
      lateAfternoon: { from: '16:30', to: '20:01' },
    });
    expect(workshopsMessages.timeSlots).toEqual({
      morning: 'Matin',
      midday: 'Midi',
      afternoon: 'Après-midi',
      lateAfternoon: "Fin d'après-midi",
    });
  });

  it('P2-CONST-02 MATIN takes sessions within 06:00-13:01', () => {
    expect(isMeetingInTimeSlot(makeMeeting('06:00', '07:00'), 'morning')).toBe(true);
    expect(isMeetingInTimeSlot(makeMeeting('12:00', '13:00'), 'morning')).toBe(true);
    expect(isMeetingInTimeSlot(makeMeeting('05:30', '07:00'), 'morning')).toBe(false);
    expect(isMeetingInTimeSlot(makeMeeting('12:30', '13:30'), 'morning')).toBe(false);
  });

  it('P2-CONST-03 MIDI takes sessions within 12:00-14:01', () => {
    expect(isMeetingInTimeSlot(makeMeeting('12:00', '14:00'), 'midday')).toBe(true);
    expect(isMeetingInTimeSlot(makeMeeting('11:30', '12:30'), 'midday')).toBe(false);
  });

  it('P2-CONST-04 APRES-MIDI takes sessions within 13:00-17:01', () => {
    expect(isMeetingInTimeSlot(makeMeeting('14:00', '15:30'), 'afternoon')).toBe(true);
    expect(isMeetingInTimeSlot(makeMeeting('16:30', '17:30'), 'afternoon')).toBe(false);
  });

  it("P2-CONST-05 FIN D'APRES-MIDI takes sessions within 16:30-20:01", () => {
    expect(isMeetingInTimeSlot(makeMeeting('18:00', '20:00'), 'lateAfternoon')).toBe(true);
    expect(isMeetingInTimeSlot(makeMeeting('16:00', '17:00'), 'lateAfternoon')).toBe(false);
  });

  it('reads the times in Paris, summer time included', () => {
    // 10:00-11:00 in Paris in July is 08:00-09:00 UTC.
    const july = { start: new Date('2026-07-06T08:00:00Z'), end: new Date('2026-07-06T09:00:00Z') };
    expect(isMeetingInTimeSlot(july, 'morning')).toBe(true);
    // 19:00-20:00 UTC in November is 20:00-21:00 in Paris.
    const evening = { start: new Date('2026-11-23T19:00:00Z'), end: new Date('2026-11-23T20:00:00Z') };
    expect(isMeetingInTimeSlot(evening, 'lateAfternoon')).toBe(false);
  });
});

describe('day filter', () => {
  // P2 §9: "Day filter Monday to Sunday = values 1 to 7."
  it('P2-CONST-06 maps Monday to Sunday to 1 to 7', () => {
    expect(weekdayValues).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(getWeekdayValue(new Date('2026-11-23T10:00:00Z'))).toBe(1);
    expect(getWeekdayValue(new Date('2026-11-29T10:00:00Z'))).toBe(7);
    expect(workshopsMessages.weekdays[0]).toBe('Lundi');
    expect(workshopsMessages.weekdays[6]).toBe('Dimanche');
  });

  it('P2-CONST-06 takes the day in Paris', () => {
    // Sunday 23:30 UTC is Monday in Paris.
    expect(getWeekdayValue(new Date('2026-11-22T23:30:00Z'))).toBe(1);
  });
});
