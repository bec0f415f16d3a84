/** What a card says of a person's memberships at a given moment (issue #38). */
export type Period = { start: Date; end: Date };

export type CardValidity =
  { status: 'valid'; start: Date; end: Date } | { status: 'expired'; end: Date } | { status: 'none' };

/**
 * Valid: a period runs now; its end is pushed on by any renewal that follows without a gap
 * (as the profile's dates are). Expired: the last period has ended. None: never a member, or
 * only a period still to come.
 */
export function getCardValidity(periods: readonly Period[], now: Date): CardValidity {
  const current = periods.find((period) => period.start <= now && period.end > now);
  if (current) {
    let end = current.end;
    for (const period of periods) if (period.start <= end && period.end > end) end = period.end;
    return { status: 'valid', start: current.start, end };
  }
  const ended = periods.filter((period) => period.end <= now);
  if (ended.length === 0) return { status: 'none' };
  return { status: 'expired', end: new Date(Math.max(...ended.map((period) => period.end.getTime()))) };
}
