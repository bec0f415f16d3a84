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
