import { describe, expect, it } from 'vitest';
import { getVisioLink, getVisioWindow, msUntilVisioChange } from './visio-window.ts';

const session = { start: '2026-03-04T13:00:00.000Z', end: '2026-03-04T14:30:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('« Rejoindre la visio » opens 15 minutes before the start', () => {
  it('is closed until 15 minutes before, open from then until the end, over at the end', () => {
    expect(getVisioWindow(session, at('2026-03-04T12:44:59.999Z'))).toBe('before');
    expect(getVisioWindow(session, at('2026-03-04T12:45:00.000Z'))).toBe('open');
    expect(getVisioWindow(session, at('2026-03-04T13:40:00.000Z'))).toBe('open');
    expect(getVisioWindow(session, at('2026-03-04T14:29:59.999Z'))).toBe('open');
    expect(getVisioWindow(session, at('2026-03-04T14:30:00.000Z'))).toBe('ended');
  });

  it('tells when it next changes: at the opening, then at the end, then never', () => {
    expect(msUntilVisioChange(session, at('2026-03-04T12:40:00.000Z'))).toBe(5 * 60_000);
    expect(msUntilVisioChange(session, at('2026-03-04T14:00:00.000Z'))).toBe(30 * 60_000);
    expect(msUntilVisioChange(session, at('2026-03-04T15:00:00.000Z'))).toBeNull();
  });

  it('leads only a validated place of a remote session to a web link', () => {
    const pivot = (status: 'validated' | 'waiting') => ({
      id: 1,
      meeting_id: 1,
      user_id: 2,
      status,
      attendance: null,
      created_at: '2026-03-01T10:00:00.000Z',
      position: status === 'waiting' ? 1 : null,
      offered_until: null,
    });
    const remote = { type: 'remote' as const, link: 'https://visio.exemple.fr/j/1', pivot: pivot('validated') };
    expect(getVisioLink(remote)).toBe('https://visio.exemple.fr/j/1');
    expect(getVisioLink({ ...remote, pivot: pivot('waiting') })).toBeNull();
    expect(getVisioLink({ ...remote, pivot: null })).toBeNull();
    expect(getVisioLink({ ...remote, type: 'onsite' })).toBeNull();
    expect(getVisioLink({ ...remote, link: 'javascript:alert(1)' })).toBeNull();
    expect(getVisioLink({ ...remote, link: null })).toBeNull();
  });
});
