import { isPremium, isProPremium } from '@plateforme/shared/accounts/access.rules';
import { AppError, forbidden } from '@plateforme/shared/errors/app-error';
import { placeChangeMessages } from '@plateforme/shared/messages/workshops-place-change';
import { meetingFormMessages } from '@plateforme/shared/messages/workshops';
import {
  findMeetingRuleIssues,
  firstMeetingDay,
  isMeetingDurationAllowed,
} from '@plateforme/shared/workshops/meeting-form.schemas';
import { formatTimeRange, formatWeekdayDate } from '@plateforme/shared/format/dates';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import type { Db } from '../../../db/client.ts';
import { loadViewer, type Viewer } from '../../../plugins/viewer.ts';
import { runsWorkshop } from '../workshops.service.ts';
import type { MeetingValues } from './meeting-values.ts';
import * as repository from './meeting-form.repository.ts';
import { findNotActableFor } from './subscriptions.service.ts';

// What the meeting form refuses, shared by a creation, an edit and a cycle.

export type FieldErrors = Record<string, string[]>;

export function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

export function throwIfAny(errors: FieldErrors): void {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation_failed', first, errors);
}

/** Only the workshop's premium pro (owner, secondary pro or current substitute) or the staff (P2 §6). */
export async function assertRunsWorkshop(db: Db, viewer: Viewer, workshopId: number, now: Date): Promise<void> {
  if (!isProPremium(viewer.access) || !(await runsWorkshop(db, viewer, workshopId, now))) throw forbidden();
}

/** The session as it would be after the call: the current one with the body's changes. */
export type Draft = MeetingValues & { subscribers: number[]; queued: number[] };
export function checkRules(
  errors: FieldErrors,
  draft: Draft,
  workshop: repository.WorkshopFacts,
  timesChanged: boolean,
  now: Date,
  listsGiven = true,
): void {
  for (const issue of findMeetingRuleIssues(draft)) {
    // Without new lists, too few places is about the places: the validated count stays.
    const onPlaces = !listsGiven && issue.message === meetingFormMessages.tooManyParticipants;
    add(errors, onPlaces ? 'places' : issue.field, issue.message);
  }
  if (draft.type === 'onsite' && workshop.type === 'remote')
    add(errors, 'type', meetingFormMessages.onsiteForRemoteWorkshop);
  if (draft.end <= draft.start) add(errors, 'end', meetingFormMessages.endAfterStart);
  // New times only: a session saved before the bounds keeps its own (ADR 071).
  else if (timesChanged && !isMeetingDurationAllowed((draft.end.getTime() - draft.start.getTime()) / 60_000))
    add(errors, 'end', meetingFormMessages.durationOutOfBounds);
  // Only a new day or new times are held to "from tomorrow": an edit of the places is not.
  if (timesChanged && getParisDay(draft.start) < firstMeetingDay(now))
    add(errors, 'start', meetingFormMessages.dateFromTomorrow);
}

/**
 * One workshop's sessions never share a moment (ADR 064). Read under the workshop's lock, so
 * two saves at once cannot both find the slot free; checked on a create and on new times.
 */
export async function checkSlot(
  tx: Db,
  errors: FieldErrors,
  workshopId: number,
  draft: Draft,
  meetingId?: number,
): Promise<void> {
  if (draft.end <= draft.start) return;
  const other = await repository.findOverlappingMeeting(tx, workshopId, draft.start, draft.end, meetingId);
  if (other)
    add(
      errors,
      'start',
      meetingFormMessages.slotTaken(`${formatWeekdayDate(other.start)}, ${formatTimeRange(other.start, other.end)}`),
    );
}

/**
 * People newly put on the lists must be members with a running membership, in the
 * workshop's programme (AJA workshops for AJA profiles only, and the reverse, P2 §4); a pro
 * adds only those who took part in the workshop by their own doing or the staff's (ADR 058).
 */
export async function checkNewcomers(
  tx: Db,
  viewer: Viewer,
  errors: FieldErrors,
  workshop: repository.WorkshopFacts,
  lists: { subscribers: number[]; queued: number[] },
  current: Set<number>,
  now: Date,
): Promise<void> {
  const newcomers = [...lists.subscribers, ...lists.queued].filter((id) => !current.has(id));
  if (newcomers.length === 0) return;
  const [names, people, refused] = await Promise.all([
    repository.findNames(tx, newcomers),
    Promise.all(newcomers.map((id) => loadViewer(tx, id, now))),
    findNotActableFor(tx, viewer, workshop.id, newcomers),
  ]);
  newcomers.forEach((id, index) => {
    const person = people[index];
    const field = lists.subscribers.includes(id) ? 'subscribers' : 'queued';
    const name = names.find((row) => row.id === id);
    if (!person || !name) {
      add(errors, field, meetingFormMessages.unknownParticipant);
    } else if (person.role !== 'user' || !isPremium(person.access) || person.isAja !== workshop.isAja) {
      add(errors, field, meetingFormMessages.participantNotAllowed(`${name.firstname} ${name.lastname}`));
    } else if (refused.includes(id)) {
      add(errors, field, placeChangeMessages.participantNotMember(`${name.firstname} ${name.lastname}`));
    }
  });
}

/**
 * What refuses a new session (P2 §5, ADR 064, 071), read under the workshop's lock: a single
 * creation and each session of a cycle go through the same checks.
 */
export async function findNewMeetingErrors(
  tx: Db,
  viewer: Viewer,
  workshop: repository.WorkshopFacts,
  draft: Draft,
  now: Date,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  checkRules(errors, draft, workshop, true, now);
  await checkSlot(tx, errors, workshop.id, draft);
  await checkNewcomers(tx, viewer, errors, workshop, draft, new Set(), now);
  return errors;
}
