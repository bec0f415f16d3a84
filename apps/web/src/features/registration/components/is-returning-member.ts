import type { Profile } from '../../../lib/profile.ts';

const DAY_MS = 24 * 3600 * 1000;

function isOlderThanADay(iso: string | null | undefined, now: Date): boolean {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(time) && now.getTime() - time > DAY_MS;
}

/**
 * Whether /welcome greets someone back rather than a new account (ADR 025): the account was
 * created, or the current membership started, more than a day ago. A registration that just
 * ended created its account the same day (step 2 of the stepper).
 */
export function isReturningMember(profile: Pick<Profile, 'created_at' | 'premium_dates'>, now = new Date()): boolean {
  return isOlderThanADay(profile.created_at, now) || isOlderThanADay(profile.premium_dates?.start, now);
}
