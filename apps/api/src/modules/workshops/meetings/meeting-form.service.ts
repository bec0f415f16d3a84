import { isPremium, isProPremium } from '@plateforme/shared/accounts/access.rules';
import { AppError, forbidden } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import { placeChangeMessages } from '@plateforme/shared/messages/workshops-place-change';
import { meetingFormMessages, meetingsMessages } from '@plateforme/shared/messages/workshops';
import {
  findMeetingRuleIssues,
  firstMeetingDay,
  isMeetingDurationAllowed,
  type CreateMeetingInput,
  type UpdateMeetingInput,
} from '@plateforme/shared/workshops/meeting-form.schemas';
import { formatTimeRange, formatWeekdayDate } from '@plateforme/shared/format/dates';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import type { Db } from '../../../db/client.ts';
import { loadViewer, type Viewer } from '../../../plugins/viewer.ts';
import { auditStaffMeeting } from '../admin/meeting-audit.ts';
import { runsWorkshop } from '../workshops.service.ts';
import type { MeetingValues } from './meeting-values.ts';
import * as repository from './meeting-form.repository.ts';
import { followSavedMeeting, insertNewMeeting, tellPeople, valuesOf, type PersonChange } from './meeting-saved.ts';
import { findMeetingItem } from './meetings.service.ts';
import { findNotActableFor } from './subscriptions.service.ts';

export type FieldErrors = Record<string, string[]>;

/** The answer of the form's calls: the session with both lists, as its pros read it. */
const answerOf = (db: Db, viewer: Viewer, meetingId: number, now: Date) =>
  findMeetingItem(db, viewer, meetingId, ['workshop', 'subscribers', 'queued'], now);

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

function throwIfAny(errors: FieldErrors): void {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation_failed', first, errors);
}

/** Only the workshop's premium pro (owner, secondary pro or current substitute) or the staff (P2 §6). */
export async function assertRunsWorkshop(db: Db, viewer: Viewer, workshopId: number, now: Date): Promise<void> {
  if (!isProPremium(viewer.access) || !(await runsWorkshop(db, viewer, workshopId, now))) throw forbidden();
}

/** The session as it would be after the call: the current one with the body's changes. */
export type Draft = MeetingValues & { subscribers: number[]; queued: number[] };

function checkRules(
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
async function checkSlot(
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
async function checkNewcomers(
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

/**
 * POST /api/meetings (P2 §5, §7): a new session of a workshop the viewer runs, with its lists.
 * Each person put on them is told by e-mail, by a job of the same transaction (ADR 058, 072).
 */
export async function createMeeting(
  db: Db,
  viewer: Viewer,
  input: CreateMeetingInput,
  now = new Date(),
): Promise<MeetingItem> {
  await assertRunsWorkshop(db, viewer, input.workshop_id, now);
  const workshop = await repository.findWorkshopFacts(db, input.workshop_id);
  if (!workshop) throw new AppError('not_found', errorMessages.notFound);
  const draft: Draft = {
    start: new Date(input.start),
    end: new Date(input.end),
    type: input.type,
    address: input.address ?? null,
    link: input.link ?? null,
    sequence: Number(input.sequence),
    places: Number(input.places),
    subscribers: input.subscribers ?? [],
    queued: input.queued ?? [],
  };
  const id = await db.transaction(async (tx) => {
    await repository.lockWorkshopFacts(tx, workshop.id);
    throwIfAny(await findNewMeetingErrors(tx, viewer, workshop, draft, now));
    return insertNewMeeting(tx, viewer, workshop, draft, now);
  });
  return answerOf(db, viewer, id, now);
}

/**
 * PUT /api/meetings/{id}: the given fields change, given lists replace the current ones
 * (a person moved to one list leaves the other, P2 §4). Under the session's lock, so a
 * subscription at the same moment waits and reads the new places. Each person whose place or
 * waiting entry the save changed is told by e-mail, by a job of the same transaction (ADR 058, 072).
 */
export async function updateMeeting(
  db: Db,
  viewer: Viewer,
  meetingId: number,
  input: UpdateMeetingInput,
  now = new Date(),
): Promise<MeetingItem> {
  const workshopId = await repository.findMeetingWorkshopId(db, meetingId);
  if (workshopId === undefined) throw new AppError('not_found', meetingsMessages.notFound);
  await assertRunsWorkshop(db, viewer, workshopId, now);
  const workshop = await repository.findWorkshopFacts(db, workshopId);
  if (!workshop) throw new AppError('not_found', meetingsMessages.notFound);
  await db.transaction(async (tx): Promise<void> => {
    // The workshop first, then the session: the order a workshop's edit or deletion takes them in.
    await repository.lockWorkshopFacts(tx, workshopId);
    const meeting = await repository.lockMeeting(tx, meetingId);
    if (!meeting) throw new AppError('not_found', meetingsMessages.notFound);
    const active = await repository.findActiveSubscriptions(tx, meetingId);
    const idsWith = (status: 'validated' | 'waiting') =>
      active.filter((row) => row.status === status).map((row) => row.userId);
    // One list given: the other keeps its people, less those just moved (P2 §4).
    const subscribers = input.subscribers ?? idsWith('validated').filter((id) => !input.queued?.includes(id));
    const queued = input.queued ?? idsWith('waiting').filter((id) => !input.subscribers?.includes(id));
    const draft: Draft = {
      start: input.start ? new Date(input.start) : meeting.start,
      end: input.end ? new Date(input.end) : meeting.end,
      type: input.type ?? meeting.type,
      address: input.address === undefined ? meeting.address : input.address,
      link: input.link === undefined ? meeting.link : input.link,
      sequence: input.sequence === undefined ? meeting.sequence : Number(input.sequence),
      places: input.places === undefined ? meeting.places : Number(input.places),
      subscribers,
      queued,
    };
    const errors: FieldErrors = {};
    const changed = {
      type: draft.type !== meeting.type,
      start: draft.start.getTime() !== meeting.start.getTime(),
      end: draft.end.getTime() !== meeting.end.getTime(),
    };
    // A session with people on it keeps its type, day and times (P2 §4).
    if (active.length > 0) {
      for (const field of ['type', 'start', 'end'] as const)
        if (changed[field]) add(errors, field, meetingFormMessages.lockedWithParticipants);
    }
    checkRules(errors, draft, workshop, changed.start || changed.end, now, input.subscribers !== undefined);
    if (changed.start || changed.end) await checkSlot(tx, errors, workshopId, draft, meetingId);
    await checkNewcomers(tx, viewer, errors, workshop, draft, new Set(active.map((row) => row.userId)), now);
    throwIfAny(errors);
    const leaving = active.filter((row) => !subscribers.includes(row.userId) && !queued.includes(row.userId));
    const demoted = active.filter((row) => row.status === 'validated' && queued.includes(row.userId));
    const promoted = active.filter((row) => row.status === 'waiting' && subscribers.includes(row.userId));
    const known = new Set(active.map((row) => row.userId));
    const added = {
      validated: subscribers.filter((id) => !known.has(id)),
      waiting: queued.filter((id) => !known.has(id)),
    };
    // Places are given back before the places change and taken after, so the counter's check holds throughout.
    await repository.leave(
      tx,
      leaving.map((row) => row.id),
      now,
    );
    await repository.setStatus(
      tx,
      demoted.map((row) => row.id),
      'waiting',
    );
    await repository.updateMeeting(tx, meetingId, valuesOf(draft));
    await repository.setStatus(
      tx,
      promoted.map((row) => row.id),
      'validated',
    );
    await repository.insertSubscriptions(tx, meetingId, added.validated, 'validated', viewer.id);
    await repository.insertSubscriptions(tx, meetingId, added.waiting, 'waiting', viewer.id);
    const was = {
      start: meeting.start,
      end: meeting.end,
      type: meeting.type,
      address: meeting.address,
      link: meeting.link,
      sequence: meeting.sequence,
      places: meeting.places,
    };
    const placesFreed = leaving.some((row) => row.status === 'validated') || demoted.length > 0;
    await followSavedMeeting(tx, meetingId, was, valuesOf(draft), placesFreed, now);
    await auditStaffMeeting(tx, viewer, {
      meetingId,
      workshopId,
      before: { ...was, subscribers: idsWith('validated'), queued: idsWith('waiting') },
      after: { ...valuesOf(draft), subscribers, queued },
    });
    await tellPeople(
      tx,
      viewer,
      meetingId,
      [
        ...leaving.map((row): PersonChange => ({
          userId: row.userId,
          kind: row.status === 'validated' ? 'placeCancelled' : 'queueLeft',
        })),
        ...demoted.map((row): PersonChange => ({ userId: row.userId, kind: 'placeToQueue' })),
        ...promoted.map((row): PersonChange => ({ userId: row.userId, kind: 'placeGiven' })),
        ...added.validated.map((userId): PersonChange => ({ userId, kind: 'placeTaken' })),
        ...added.waiting.map((userId): PersonChange => ({ userId, kind: 'queued' })),
      ],
      now,
    );
  });
  return answerOf(db, viewer, meetingId, now);
}

/** GET /api/meetings/{id}: the session as GET /api/meetings shows it, with both lists for its pros. */
export function getMeeting(db: Db, viewer: Viewer | null, meetingId: number, now = new Date()): Promise<MeetingItem> {
  return findMeetingItem(db, viewer, meetingId, ['workshop', 'subscribers', 'queued'], now);
}

/** GET /api/planning/sequence/{workshop_id}/{weekNumber}/{year}: the week's sequence in the workshop's programme. */
export async function getPlannedSequence(
  db: Db,
  workshopId: number,
  weekNumber: number,
  year: number,
): Promise<number | null> {
  const workshop = await repository.findWorkshopFacts(db, workshopId);
  if (!workshop) throw new AppError('not_found', errorMessages.notFound);
  return repository.findPlannedSequence(db, workshop.isAja, year, weekNumber);
}
