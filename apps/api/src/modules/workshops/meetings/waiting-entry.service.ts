/** What a waiting member may do besides taking the place: see what it would leave, let a held place go. */
import { AppError } from '@plateforme/shared/errors/app-error';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import type { GivenUpSession } from '@plateforme/shared/workshops/meetings.schemas';
import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import * as subscriptions from './subscriptions.repository.ts';
import { declineOffer } from './offers.service.ts';
import { assertMayTakePlaceFor, findActedFor, findOpenSession } from './subscriptions.service.ts';

const notFound = () => new AppError('not_found', meetingsMessages.notFound);

/**
 * GET /api/meetings/{id}/take-place/{user_id}: what taking the place would leave, read only —
 * the member's other coming places and waiting entries of the same sequence in the same
 * programme (the very query take-place runs), by start. Nothing for a member who already
 * holds the place; 404 for one who is not on the session's lists.
 */
export async function previewTakePlace(
  db: Db,
  viewer: Viewer,
  meetingId: number,
  userId: number,
  now = new Date(),
): Promise<GivenUpSession[]> {
  const session = await subscriptions.findSession(db, meetingId);
  if (!session?.active) throw notFound();
  await assertMayTakePlaceFor(db, viewer, session, userId, now);
  const existing = await subscriptions.findActiveSubscription(db, meetingId, userId);
  if (!existing) throw new AppError('not_found', meetingsMessages.notSubscribed);
  if (existing.status === 'validated') return [];
  const held = await subscriptions.findSameSequenceHeld(db, session, userId, now);
  if (held.length === 0) return [];
  const named = await subscriptions.findSessionsNamed(
    db,
    held.map((row) => row.meetingId),
  );
  return named.flatMap((row) => {
    const entry = held.find((candidate) => candidate.meetingId === row.id);
    return entry
      ? [
          {
            meeting_id: row.id,
            workshop_name: row.workshopName,
            start: row.start.toISOString(),
            end: row.end.toISOString(),
            status: entry.status,
          },
        ]
      : [];
  });
}

/** PUT /api/meetings/{id}/decline-offer/{user_id}: the held place goes to the next in line (ADR 073). */
export async function declineHeldPlace(
  db: Db,
  viewer: Viewer,
  meetingId: number,
  userId: number,
  now = new Date(),
): Promise<void> {
  const session = await findOpenSession(db, meetingId);
  await findActedFor(db, viewer, session, userId, now);
  await declineOffer(db, meetingId, userId, now);
}
