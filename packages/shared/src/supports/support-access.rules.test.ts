import { describe, expect, it } from 'vitest';
import { getSupportLead, isSupportWindowOpen, supportTypeOf } from './support-access.rules.ts';

const start = new Date('2026-03-10T09:00:00Z');
const end = new Date('2026-03-10T10:30:00Z');
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000);

describe('support windows (P2 §6)', () => {
  it('P2-SUP-13..17 picks the lead in the spec order', () => {
    const status = (type: 'licence' | 'novice' | 'basic', isBlocked = false) => ({ type, isBlocked });
    expect(getSupportLead({ workshopType: 'oncommence', proStatus: status('licence') })).toBe(10_080);
    expect(getSupportLead({ workshopType: 'cognitive', proStatus: status('licence', true) })).toBe(1_440);
    expect(getSupportLead({ workshopType: 'cognitive', proStatus: status('licence') })).toBe('always');
    expect(getSupportLead({ workshopType: 'cognitive', proStatus: status('novice') })).toBe(4_320);
    expect(getSupportLead({ workshopType: 'cognitive', proStatus: status('basic') })).toBe(1_440);
    expect(getSupportLead({ workshopType: 'cognitive', proStatus: null })).toBe(1_440);
  });

  it('P2-SUP-18 opens at the lead and closes 15 minutes after the end, both ends included', () => {
    const session = { start, end };
    expect(isSupportWindowOpen(session, 1_440, at(-1_441))).toBe(false);
    expect(isSupportWindowOpen(session, 1_440, at(-1_440))).toBe(true);
    expect(isSupportWindowOpen(session, 1_440, at(90 + 15))).toBe(true);
    expect(isSupportWindowOpen(session, 1_440, at(90 + 16))).toBe(false);
    expect(isSupportWindowOpen(session, 'always', at(-100_000))).toBe(true);
    expect(isSupportWindowOpen(session, 'always', at(90 + 16))).toBe(false);
  });

  it('maps a workshop to its programme', () => {
    expect(supportTypeOf({ isAja: true })).toBe('aja');
    expect(supportTypeOf({ isAja: false })).toBe('classique');
  });
});
