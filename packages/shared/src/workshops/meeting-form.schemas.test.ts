import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFrenchZodMessages } from '../validation/zod-fr.ts';
import {
  createMeetingInputSchema,
  findMeetingRuleIssues,
  isHttpsLink,
  isoWeekOf,
  meetingFormSchema,
  toMeetingInput,
  updateMeetingInputSchema,
} from './meeting-form.schemas.ts';

useFrenchZodMessages();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 4 March 2026, 23:30 in Paris (22:30 UTC): "tomorrow" is the Paris day after.
  vi.setSystemTime(new Date('2026-03-04T22:30:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const valid = {
  date: '2026-03-05',
  start_time: '09:00',
  end_time: '10:30',
  type: 'onsite',
  address: '1 rue',
  link: '',
  sequence: '2',
  places: '3',
  subscribers: [],
  queued: [],
  locked: false,
} as const;
const messagesOf = (values: Record<string, unknown>) => {
  const result = meetingFormSchema.safeParse({ ...valid, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('meeting form rules (P2 §5)', () => {
  it('P2-MFORM-06 the earliest day is tomorrow in Paris; a locked session keeps its day', () => {
    expect(messagesOf({ date: '2026-03-04' })).toEqual({ date: 'La date doit être au plus tôt demain' });
    expect(messagesOf({})).toEqual({});
    expect(messagesOf({ date: '2026-03-01', locked: true })).toEqual({});
  });

  it('P2-MFORM-05 P2-MFORM-11 places at least 1, the end after the start', () => {
    expect(messagesOf({ places: '0' })).toEqual({ places: 'supérieur ou égale à 1' });
    expect(messagesOf({ places: '' })).toEqual({ places: 'Champ requis' });
    expect(messagesOf({ end_time: '09:00' })).toEqual({ end_time: "L'heure de fin doit être après l'heure de début" });
  });

  it('P2-MFORM-07 P2-MFORM-08 P2-MFORM-10 P2-MFORM-17 link, address, participants, one list each', () => {
    expect(findMeetingRuleIssues({ type: 'remote', link: ' ' })).toEqual([
      { field: 'link', message: 'Merci de renseigner le lien zoom' },
    ]);
    expect(findMeetingRuleIssues({ type: 'onsite', address: null })).toEqual([
      { field: 'address', message: "Merci de renseigner l'adresse" },
    ]);
    expect(findMeetingRuleIssues({ type: 'onsite', address: 'x', places: 2, subscribers: [1, 2, 3] })[0]?.message).toBe(
      'Le nombre de participants dépasse le nombre de place limite',
    );
    expect(findMeetingRuleIssues({ type: 'onsite', address: 'x', places: 2, subscribers: [1, 2] })).toEqual([]);
    expect(findMeetingRuleIssues({ type: 'onsite', address: 'x', subscribers: [1], queued: [1] })[0]?.field).toBe(
      'queued',
    );
  });

  it('the visio link is an https:// address with a domain name (ADR 071)', () => {
    for (const link of [
      'https://zoom.us/j/123?pwd=abc',
      'HTTPS://visio.exemple.fr',
      'https://meet.jit.si/Atelier-Memoire',
    ])
      expect(isHttpsLink(link), link).toBe(true);
    for (const link of [
      'pas un lien',
      'javascript:alert(1)',
      'http://zoom.us/j/1',
      'https://',
      'https://zoom us/j',
      'zoom.us/j/1',
      'https://localhost',
      'https://a:b@zoom.us',
      ' https://zoom.us',
    ]) {
      expect(isHttpsLink(link), link).toBe(false);
    }
    expect(messagesOf({ type: 'remote', link: 'javascript:alert(1)' })).toEqual({
      link: 'Le lien doit être une adresse web commençant par https://',
    });
    expect(messagesOf({ type: 'remote', link: ' https://zoom.us/j/1 ' })).toEqual({});
    // An onsite session's link is not kept, so not checked.
    expect(messagesOf({ link: 'pas un lien' })).toEqual({});
  });

  it('a session lasts 15 minutes to 8 hours, and has at most 100 places (ADR 071)', () => {
    const tooLong = 'Une séance dure entre 15 minutes et 8 heures';
    expect(messagesOf({ start_time: '09:00', end_time: '09:14' })).toEqual({ end_time: tooLong });
    expect(messagesOf({ start_time: '08:00', end_time: '16:01' })).toEqual({ end_time: tooLong });
    expect(messagesOf({ start_time: '09:00', end_time: '09:15' })).toEqual({});
    expect(messagesOf({ start_time: '08:00', end_time: '16:00' })).toEqual({});
    // A locked session keeps its times as they were.
    expect(messagesOf({ start_time: '08:00', end_time: '18:00', locked: true })).toEqual({});
    expect(messagesOf({ places: '101' })).toEqual({ places: '100 places au maximum' });
    expect(messagesOf({ places: '100' })).toEqual({});
  });

  it('no body or a null one: the schema answers, the rules between fields do not throw', () => {
    for (const schema of [createMeetingInputSchema, updateMeetingInputSchema]) {
      for (const body of [undefined, null, [], 'x']) expect(schema.safeParse(body).success).toBe(false);
    }
  });

  it('turns Paris wall-clock times into instants, summer time included', () => {
    const output = meetingFormSchema.parse({ ...valid, date: '2026-07-01', start_time: '14:00', end_time: '15:30' });
    expect(toMeetingInput(output)).toMatchObject({
      start: '2026-07-01T12:00:00.000Z',
      end: '2026-07-01T13:30:00.000Z',
      address: '1 rue',
      link: null,
      sequence: 2,
      places: 3,
    });
  });

  it('P2-MFORM-13 ISO weeks, across the year end', () => {
    expect(isoWeekOf('2026-03-12')).toEqual({ year: 2026, week: 11 });
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2024-12-30')).toEqual({ year: 2025, week: 1 });
  });
});
