/** P2-NAV-06: the renewal alert shows during the 15 days before the membership ends. */
export const RENEWAL_WINDOW_DAYS = 15;

export function isRenewalDue(end: string | null | undefined, now = new Date()): boolean {
  if (!end) return false;
  const endTime = new Date(end).getTime();
  if (Number.isNaN(endTime)) return false;
  const remaining = endTime - now.getTime();
  return remaining >= 0 && remaining <= RENEWAL_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}
