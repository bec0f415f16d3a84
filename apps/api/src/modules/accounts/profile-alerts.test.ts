import { describe, expect, it } from 'vitest';
import { computeProfileAlerts, type AlertFacts } from './profile-alerts.ts';

const now = new Date('2026-11-21T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const base: AlertFacts = {
  isPremium: true,
  isMember: true,
  isAja: false,
  ajaRole: null,
  lastProfileSurvey: daysAgo(10),
  lastSatisfactionSurvey: undefined,
  lastCognitiveSurvey: undefined,
  attendedMeetingStarts: [],
  now,
};

describe('profile alerts (ADR 008)', () => {
  it('qr_info_alert: a premium member without a profile questionnaire in the last year', () => {
    expect(computeProfileAlerts({ ...base, lastProfileSurvey: undefined }).qr_info_alert).toBe(1);
    expect(computeProfileAlerts({ ...base, lastProfileSurvey: daysAgo(366) }).qr_info_alert).toBe(1);
    expect(computeProfileAlerts({ ...base, lastProfileSurvey: daysAgo(364) }).qr_info_alert).toBe(0);
  });

  it('no alert for a non-premium member or a professional', () => {
    const facts = { ...base, lastProfileSurvey: undefined, isAja: true, ajaRole: 'aja_young' as const };
    expect(computeProfileAlerts({ ...facts, isPremium: false })).toEqual({
      qr_info_alert: 0,
      qsat_alert: 0,
      cog_alert: 0,
    });
    expect(computeProfileAlerts({ ...facts, isMember: false })).toEqual({
      qr_info_alert: 0,
      qsat_alert: 0,
      cog_alert: 0,
    });
  });

  it('qsat_alert: from the fifth attended session until a satisfaction answer after it', () => {
    const four = [daysAgo(50), daysAgo(40), daysAgo(30), daysAgo(20)];
    expect(computeProfileAlerts({ ...base, attendedMeetingStarts: four }).qsat_alert).toBe(0);
    const five = [...four, daysAgo(10)];
    expect(computeProfileAlerts({ ...base, attendedMeetingStarts: five }).qsat_alert).toBe(1);
    expect(
      computeProfileAlerts({ ...base, attendedMeetingStarts: five, lastSatisfactionSurvey: daysAgo(15) }).qsat_alert,
    ).toBe(1);
    expect(
      computeProfileAlerts({ ...base, attendedMeetingStarts: five, lastSatisfactionSurvey: daysAgo(5) }).qsat_alert,
    ).toBe(0);
  });

  it('cog_alert: an AJA young member who never answered the cognitive questionnaire', () => {
    const young = { ...base, isAja: true, ajaRole: 'aja_young' as const };
    expect(computeProfileAlerts(young).cog_alert).toBe(1);
    expect(computeProfileAlerts({ ...young, lastCognitiveSurvey: daysAgo(400) }).cog_alert).toBe(0);
    expect(computeProfileAlerts({ ...base, isAja: false }).cog_alert).toBe(0);
  });

  it('cog_alert: never for an AJA carer, whose questionnaire this is not (ADR 010)', () => {
    expect(computeProfileAlerts({ ...base, isAja: true, ajaRole: 'aja_assistant' }).cog_alert).toBe(0);
  });
});
