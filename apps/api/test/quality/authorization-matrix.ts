import type { InjectOptions } from 'fastify';
import type { Actor, Role } from './roles.ts';
import { accountChecks } from './matrix-rows/accounts.ts';
import { calendarChecks } from './matrix-rows/calendar.ts';
import { dataExportChecks } from './matrix-rows/data-export.ts';
import { everyLoggedRole } from './matrix-rows/helpers.ts';
import { meetingFormChecks } from './matrix-rows/meeting-form.ts';
import { meetingChecks } from './matrix-rows/meetings.ts';
import { memberCardChecks } from './matrix-rows/membership-card.ts';
import { registrationChecks } from './matrix-rows/registration.ts';
import { workshopChecks } from './matrix-rows/workshops.ts';

/** Who may call: anyone, any signed-in person, or the roles listed. */
export type Allowed = 'public' | 'signed-in' | readonly Role[];

export type Fixtures = {
  /** A member with a place only in a workshop of pro@demo.fr (the pro_premium actor). */
  workshopMemberId: number;
  /** A coming session of that workshop (not AJA), with free places; the member waits there. */
  openMeetingId: number;
  /** That session's workshop and its type (the meeting form's rows). */
  openWorkshop: { id: number; type: 'onsite' | 'remote' };
  /** A member nobody else is related to. */
  strangerId: number;
  /** The AJA young person (jeune@demo.fr). */
  youngId: number;
  /** The satisfaction questionnaire (members with a current membership only). */
  satisfactionSurveyId: number;
  /** A paid payment of membre@demo.fr with a donation (it has a tax receipt). */
  receiptPaymentId: number;
  /** Its reference (PBX_CMD). */
  receiptPaymentRef: string;
  /** The booklet of a demo support shared with licence pros, and the guide of one that is not. */
  sharedBookletId: number;
  unsharedGuideId: number;
  sharedSlidesSupportId: number;
  /** An invited pro for the back office's rows: two statuses (one to remove) and a pending invitation. */
  invitedPro: { id: number; statusId: number; removableStatusId: number; invitationId: number };
  /** Each person's current profile fields, so a permitted edit changes nothing. */
  profileBodies: Map<number, Record<string, unknown>>;
};

export type Check = {
  /** 'METHOD /url' exactly as the route is registered. */
  route: string;
  /** Whose data, when it matters. */
  about: string;
  allowed: Allowed;
  request: (actor: Actor, fixtures: Fixtures) => InjectOptions;
  /** The check ends the session it uses: it gets a fresh one. */
  endsSession?: boolean;
  /** A route that reads no bearer token refuses a visitor like anyone else: 403, not 401. */
  tokenless?: boolean;
};

/**
 * The authorisation matrix: every API route, and for each role whether it may call it (and
 * on whose data). A route the app serves that is missing here fails the suite. The rows are
 * in matrix-rows/, one file a context, in the order they run (a row may rely on an earlier
 * one leaving the demo as seeded).
 */
export const checks: Check[] = [
  ...accountChecks,
  ...registrationChecks,
  ...workshopChecks,
  ...meetingChecks,
  ...calendarChecks,
  ...dataExportChecks,
  ...meetingFormChecks,
  ...memberCardChecks,
];

export function isAllowed(allowed: Allowed, role: Role): boolean {
  if (allowed === 'public') return true;
  if (allowed === 'signed-in') return everyLoggedRole.includes(role);
  return allowed.includes(role);
}
