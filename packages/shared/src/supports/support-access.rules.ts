/**
 * When session materials open (P2 §6, §9), the one computation the API enforces and the web
 * displays. Evaluated in the order the spec lists them (DESIGN.md): an oncommence workshop,
 * then a blocked pro status, then licence, then novice, then any other status.
 */
import type { ProStatusType } from '../accounts/access.rules.ts';

export const ONCOMMENCE_LEAD_MINUTES = 10_080;
export const BLOCKED_LEAD_MINUTES = 1_440;
export const NOVICE_LEAD_MINUTES = 4_320;
export const BASIC_LEAD_MINUTES = 1_440;
/** Supports stay available this long after a session ends. */
export const SUPPORT_AFTER_END_MINUTES = 15;

/** Minutes before the start a pro may open the materials, or 'always'. */
export type SupportLead = number | 'always';

export function getSupportLead(input: {
  workshopType: 'cognitive' | 'oncommence';
  proStatus: { type: ProStatusType; isBlocked: boolean } | null;
}): SupportLead {
  if (input.workshopType === 'oncommence') return ONCOMMENCE_LEAD_MINUTES;
  if (input.proStatus?.isBlocked) return BLOCKED_LEAD_MINUTES;
  if (input.proStatus?.type === 'licence') return 'always';
  if (input.proStatus?.type === 'novice') return NOVICE_LEAD_MINUTES;
  return BASIC_LEAD_MINUTES;
}

const MINUTE_MS = 60_000;

/** Both ends included: from `lead` minutes before the start until 15 minutes after the end. */
export function isSupportWindowOpen(session: { start: Date; end: Date }, lead: SupportLead, now: Date): boolean {
  if (now.getTime() > session.end.getTime() + SUPPORT_AFTER_END_MINUTES * MINUTE_MS) return false;
  return lead === 'always' || now.getTime() >= session.start.getTime() - lead * MINUTE_MS;
}

/** The programme whose materials a workshop uses. */
export const supportTypeOf = (workshop: { isAja: boolean }): 'classique' | 'aja' =>
  workshop.isAja ? 'aja' : 'classique';
