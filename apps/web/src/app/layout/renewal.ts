import { getAccessState, isPremium, type AccessProfile } from '@plateforme/shared/accounts/access.rules';

/** P2-NAV-06: the renewal alert shows during the 15 days before the membership ends. */
export const RENEWAL_WINDOW_DAYS = 15;

export function isRenewalDue(end: string | null | undefined, now = new Date()): boolean {
  if (!end) return false;
  const endTime = new Date(end).getTime();
  if (Number.isNaN(endTime)) return false;
  const remaining = endTime - now.getTime();
  return remaining >= 0 && remaining <= RENEWAL_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}

type RenewalProfile = AccessProfile & { premium_dates?: { start?: string; end?: string | null } | null };

/**
 * When « Renouveler mon adhésion » is worth offering: no membership running, or one ending
 * within the window. A membership without a known end has nothing to renew yet.
 */
export function isInRenewalWindow(profile: RenewalProfile | null | undefined, now = new Date()): boolean {
  if (!profile) return false;
  if (!isPremium(getAccessState(profile))) return true;
  return isRenewalDue(profile.premium_dates?.end, now);
}
