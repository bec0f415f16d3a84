import { describe, expect, it } from 'vitest';
import { parseReminderHours } from '../workshops/calendar.rules.ts';
import { findReminderHoursProblem, settingsFormSchema } from './settings.schemas.ts';
import { SETTINGS_FIELDS } from './settings.rules.ts';

const reminderHours = settingsFormSchema.shape.reminder_hours;

describe('the settings’ fields', () => {
  it('are the form schema’s, in its order, for the screen that reads them without zod', () => {
    expect(Object.keys(settingsFormSchema.shape)).toEqual([...SETTINGS_FIELDS]);
  });
});

describe('the reminders’ delays the staff type', () => {
  it.each(['48, 2', '2,48', '48 2', '48;2', ' 8760 , 1 ', '168, 48, 24, 2'])(
    'accepts %j and keeps every delay typed, as the reminders read it',
    (text) => {
      expect(findReminderHoursProblem(text.trim())).toBeNull();
      const saved = reminderHours.parse(text);
      const typed = text
        .split(/[,;\s]+/)
        .filter(Boolean)
        .map(Number);
      expect(parseReminderHours(saved)).toEqual([...typed].sort((a, b) => b - a));
      expect(saved).toBe(parseReminderHours(saved).join(','));
    },
  );

  it.each([
    ['', 'Indiquez des heures entières séparées par des virgules, par exemple 48, 2'],
    ['48h', 'Indiquez des heures entières séparées par des virgules, par exemple 48, 2'],
    ['1.5', 'Indiquez des heures entières séparées par des virgules, par exemple 48, 2'],
    ['-2', 'Indiquez des heures entières séparées par des virgules, par exemple 48, 2'],
    ['0, 2', 'Chaque délai doit être compris entre 1 et 8760 heures'],
    ['8761', 'Chaque délai doit être compris entre 1 et 8760 heures'],
    ['2, 2', 'Chaque délai ne peut figurer qu’une fois'],
    ['1, 2, 3, 4, 5', '4 délais au maximum'],
  ])('refuses %j: %s', (text, message) => {
    expect(findReminderHoursProblem(text)).toBe(message);
    expect(reminderHours.safeParse(text).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('the waiting list’s delays', () => {
  it('are whole hours within their range, written without leading zeros', () => {
    expect(settingsFormSchema.shape.offer_hold_hours.parse(' 012 ')).toBe('12');
    expect(settingsFormSchema.shape.offer_hold_hours.safeParse('73').success).toBe(false);
    expect(settingsFormSchema.shape.offer_stop_hours.parse('48')).toBe('48');
    expect(settingsFormSchema.shape.offer_stop_hours.safeParse('0').success).toBe(false);
    expect(settingsFormSchema.shape.offer_stop_hours.safeParse('2.5').success).toBe(false);
  });
});
