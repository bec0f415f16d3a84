import { isPremium, isProPremium } from '@plateforme/shared/accounts/access.rules';
import { AppError, conflict, forbidden } from '@plateforme/shared/errors/app-error';
import { commonMessages, errorMessages } from '@plateforme/shared/messages/common';
import { placeChangeMessages } from '@plateforme/shared/messages/workshops-place-change';
import { meetingsMessages, workshopsMessages } from '@plateforme/shared/messages/workshops';
import type { GivenUpSession } from '@plateforme/shared/workshops/meetings.schemas';
import type { Db } from '../../../db/client.ts';
import { loadViewer, type Viewer } from '../../../plugins/viewer.ts';
import { runsWorkshop } from '../workshops.service.ts';
import * as subscriptions from './subscriptions.repository.ts';

const notFound = () => new AppError('not_found', meetingsMessages.notFound);

/**
 * Who may ask what take-place would do for `userId`: whoever may take the place for her
 * (P2 §6, ADR 058), under the same refusals and in the same order as take-place: herself;
 * the staff; a premium pro running the workshop, for a member who took part in it by her own
 * doing or the staff's. Then the member herself must be able to join the session.
 */
async function assertMayTakePlaceFor(
  db: Db,
  viewer: Viewer,
  session: subscriptions.Session,
  userId: number,
  now: Date,
): Promise<void> {
  let member = viewer;
  if (viewer.id !== userId) {
    const runs = isProPremium(viewer.access) && (await runsWorkshop(db, viewer, session.workshopId, now));
    if (!runs) throw forbidden();
    const found = await loadViewer(db, userId, now);
    if (!found) throw new AppError('not_found', errorMessages.notFound);
    if (viewer.role !== 'admin' && !(await subscriptions.isWorkshopMember(db, session.workshopId, userId))) {
      throw forbidden(placeChangeMessages.notYourMember);
    }
    member = found;
  }
  if (!isPremium(member.access)) throw forbidden(commonMessages.membersOnly);
  if (member.isAja !== session.isAja) throw forbidden(workshopsMessages.forbidden);
  if (session.start <= now) throw conflict(meetingsMessages.alreadyStarted);
}

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
