import { AppError } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import type { CreateMeetingInput } from '@plateforme/shared/workshops/meeting-form.schemas';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { assertRunsWorkshop, findNewMeetingErrors, throwIfAny, type Draft } from './meeting-checks.ts';
import * as repository from './meeting-form.repository.ts';
import { insertNewMeeting } from './meeting-saved.ts';
import { findMeetingItem } from './meetings.service.ts';

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
  return getMeeting(db, viewer, id, now);
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
