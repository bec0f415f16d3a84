/**
 * What follows a saved session, in the save's transaction (ADR 058, 072, 073): each person whose
 * place changed is told; a change its members' calendars hold (day, times, type, address, link)
 * gives it a new revision and each of them an updated calendar file; a place given back or
 * added is offered to the first in line.
 */
import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { enqueuePlaceChange, type PlaceChangeKind } from '../mails/place-change.mails.ts';
import { enqueueSessionMail } from '../mails/session-mails.jobs.ts';
import { auditStaffMeeting } from '../admin/meeting-audit.ts';
import type { Draft } from './meeting-checks.ts';
import type { MeetingValues } from './meeting-values.ts';
import * as repository from './meeting-form.repository.ts';
import { enqueuePlaceOffers } from './offers.service.ts';

const calendarFields = ['start', 'end', 'type', 'address', 'link'] as const;

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : (a ?? null) === (b ?? null);

export async function followSavedMeeting(
  tx: Db,
  meetingId: number,
  before: MeetingValues,
  after: MeetingValues,
  placesFreed: boolean,
  now: Date,
): Promise<void> {
  if (calendarFields.some((field) => !same(before[field], after[field]))) {
    const revision = await repository.bumpRevision(tx, meetingId);
    await enqueueSessionMail(tx, { mail: 'updated', meetingId, revision }, now);
  }
  if (placesFreed || after.places > before.places) await enqueuePlaceOffers(tx, meetingId, now);
}

/** What one save changed in one person's place in the session. */
export type PersonChange = { userId: number; kind: PlaceChangeKind };

/** Each person whose place the save changed is told, by a job of the save's transaction (ADR 058, 072). */
export async function tellPeople(tx: Db, viewer: Viewer, meetingId: number, changes: PersonChange[], now: Date) {
  for (const { userId, kind } of changes) {
    await enqueuePlaceChange(tx, { actorId: viewer.id, userId, changes: [{ kind, meetingId }] }, now);
  }
}

/** A session's own fields from a draft: only the address or the link its type uses. */
export const valuesOf = (draft: Draft): MeetingValues => ({
  start: draft.start,
  end: draft.end,
  type: draft.type,
  address: draft.type === 'onsite' ? (draft.address ?? null) : null,
  link: draft.type === 'remote' ? (draft.link ?? null) : null,
  sequence: draft.sequence,
  places: draft.places,
});

/** Writes a checked new session with its lists, its staff audit and its people's notices (ADR 058, 072). */
export async function insertNewMeeting(
  tx: Db,
  viewer: Viewer,
  workshop: repository.WorkshopFacts,
  draft: Draft,
  now: Date,
): Promise<number> {
  const meetingId = await repository.insertMeeting(tx, workshop.id, valuesOf(draft));
  await repository.insertSubscriptions(tx, meetingId, draft.subscribers, 'validated', viewer.id);
  await repository.insertSubscriptions(tx, meetingId, draft.queued, 'waiting', viewer.id);
  await auditStaffMeeting(tx, viewer, {
    meetingId,
    workshopId: workshop.id,
    before: null,
    after: { ...valuesOf(draft), subscribers: draft.subscribers, queued: draft.queued },
  });
  await tellPeople(
    tx,
    viewer,
    meetingId,
    [
      ...draft.subscribers.map((userId): PersonChange => ({ userId, kind: 'placeTaken' })),
      ...draft.queued.map((userId): PersonChange => ({ userId, kind: 'queued' })),
    ],
    now,
  );
  return meetingId;
}
