import { AppError } from '@plateforme/shared/errors/app-error';
import { meetingFormMessages, meetingsMessages } from '@plateforme/shared/messages/workshops';
import type { UpdateMeetingInput } from '@plateforme/shared/workshops/meeting-form.schemas';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { auditStaffMeeting } from '../admin/meeting-audit.ts';
import {
  add,
  assertRunsWorkshop,
  checkNewcomers,
  checkRules,
  checkSlot,
  throwIfAny,
  type Draft,
  type FieldErrors,
} from './meeting-checks.ts';
import { getMeeting } from './meeting-form.service.ts';
import * as repository from './meeting-form.repository.ts';
import { followSavedMeeting, tellPeople, valuesOf, type PersonChange } from './meeting-saved.ts';

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
  return getMeeting(db, viewer, meetingId, now);
}
