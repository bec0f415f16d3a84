import { isPremium, isProPremium } from '@plateforme/shared/accounts/access.rules';
import { AppError, conflict, forbidden } from '@plateforme/shared/errors/app-error';
import { commonMessages, errorMessages } from '@plateforme/shared/messages/common';
import { placeChangeMessages } from '@plateforme/shared/messages/workshops-place-change';
import { meetingsMessages, workshopsMessages } from '@plateforme/shared/messages/workshops';
import type { SubscriptionStatus } from '@plateforme/shared/workshops/meetings.schemas';
import type { Db } from '../../../db/client.ts';
import { loadViewer, type Viewer } from '../../../plugins/viewer.ts';
import { auditStaffPlace } from '../admin/meeting-audit.ts';
import { runsWorkshop } from '../workshops.service.ts';
import { enqueuePlaceChange } from '../mails/place-change.mails.ts';
import { enqueueJobs } from '../../../lib/jobs.ts';
import { enqueueSessionMail, sessionMailJob } from '../mails/session-mails.jobs.ts';
import { enqueuePlaceOffers, freePlacesFor, heldForSomeoneElse, placeOffersJob } from './offers.service.ts';
import * as repository from './subscriptions.repository.ts';

const notFound = () => new AppError('not_found', meetingsMessages.notFound);

/** The member the viewer acts for, and whether it is the member herself. */
type ActedFor = { member: Viewer; bySomeoneElse: boolean };

/**
 * The member `userId` as the rules read them, when the viewer may act for them (P2 §6, ADR 058):
 * themselves; the staff; or a premium pro running the session's workshop, for a member who took
 * part in that workshop by her own doing or the staff's (workshop_members). A place a pro made
 * for someone never makes her one of the pro's members.
 */
export async function findActedFor(
  db: Db,
  viewer: Viewer,
  session: repository.Session,
  userId: number,
  now: Date,
): Promise<ActedFor> {
  if (viewer.id === userId) return { member: viewer, bySomeoneElse: false };
  const runs = isProPremium(viewer.access) && (await runsWorkshop(db, viewer, session.workshopId, now));
  if (!runs) throw forbidden();
  const member = await loadViewer(db, userId, now);
  if (!member) throw new AppError('not_found', errorMessages.notFound);
  if (viewer.role !== 'admin' && !(await repository.isWorkshopMember(db, session.workshopId, userId))) {
    throw forbidden(placeChangeMessages.notYourMember);
  }
  return { member, bySomeoneElse: true };
}

/**
 * Of these people, those the viewer may not put on the workshop's lists (ADR 058): none for
 * the staff; for a pro, whoever never took part in the workshop by her own doing or the
 * staff's. The meeting form asks it for the people it adds.
 */
export async function findNotActableFor(
  db: Db,
  viewer: Viewer,
  workshopId: number,
  userIds: number[],
): Promise<number[]> {
  if (viewer.role === 'admin' || userIds.length === 0) return [];
  const members = new Set(await repository.findWorkshopMemberIds(db, workshopId, userIds));
  return userIds.filter((id) => !members.has(id));
}

/** Joining needs a running membership and the programme of the workshop (AJA or not, P2 §4). */
function assertMayJoin(member: Viewer, session: repository.Session, now: Date): void {
  if (!isPremium(member.access)) throw forbidden(commonMessages.membersOnly);
  if (member.isAja !== session.isAja) throw forbidden(workshopsMessages.forbidden);
  if (session.start <= now) throw conflict(meetingsMessages.alreadyStarted);
}

/** Take-place's checks of who acts and who joins, also read by its preview. */
export async function assertMayTakePlaceFor(
  db: Db,
  viewer: Viewer,
  session: repository.Session,
  userId: number,
  now: Date,
): Promise<void> {
  const { member } = await findActedFor(db, viewer, session, userId, now);
  assertMayJoin(member, session, now);
}

export async function findOpenSession(db: Db, meetingId: number): Promise<repository.Session> {
  const session = await repository.findSession(db, meetingId);
  if (!session?.active) throw notFound();
  return session;
}

/**
 * PUT /api/meetings/{id}/subscribe/{user_id}: a place while the session has one that is not
 * held for someone on the waiting list (ADR 073), else the waiting list. The session's row is
 * locked while its counter is read and the row written, so concurrent calls never take more
 * places than it has. Already subscribed: unchanged. The member who acted herself gets a
 * confirmation, or her position on the list, by e-mail (ADR 072).
 */
export async function subscribe(
  db: Db,
  viewer: Viewer,
  meetingId: number,
  userId: number,
  now = new Date(),
): Promise<SubscriptionStatus> {
  return db.transaction(async (tx): Promise<SubscriptionStatus> => {
    // The session is read under its lock: one statement, not a read then a lock.
    const [session] = await repository.lockSessions(tx, [meetingId]);
    if (!session?.active) throw notFound();
    const { member, bySomeoneElse } = await findActedFor(tx, viewer, session, userId, now);
    assertMayJoin(member, session, now);
    const existing = await repository.findActiveSubscription(tx, meetingId, userId);
    if (existing) return existing.status;
    const { free } = await freePlacesFor(tx, session, userId, now);
    const status: SubscriptionStatus = free > 0 ? 'validated' : 'waiting';
    const id = await repository.insertSubscription(tx, meetingId, userId, status, bySomeoneElse ? viewer.id : null);
    if (bySomeoneElse) {
      const kind = status === 'validated' ? 'placeTaken' : 'queued';
      await enqueuePlaceChange(tx, { actorId: viewer.id, userId, changes: [{ kind, meetingId }] }, now);
    } else {
      const mail = status === 'validated' ? 'confirmation' : 'queued';
      await enqueueSessionMail(tx, { mail, subscriptionId: id }, now);
    }
    await auditStaffPlace(tx, viewer, {
      meetingId,
      workshopId: session.workshopId,
      start: session.start,
      userId,
      before: null,
      after: status,
    });
    return status;
  });
}

/**
 * PUT /api/meetings/{id}/unsubscribe/{user_id}: leaves the waiting list, or cancels a place
 * before the session starts. Returns what was left. A freed place is offered to the first in
 * line by a job (ADR 073); the member who cancelled herself gets a cancelling calendar file.
 */
export async function unsubscribe(
  db: Db,
  viewer: Viewer,
  meetingId: number,
  userId: number,
  now = new Date(),
): Promise<SubscriptionStatus> {
  const left = await db.transaction(async (tx) => {
    const [session] = await repository.lockSessions(tx, [meetingId]);
    if (!session) throw notFound();
    const { bySomeoneElse } = await findActedFor(tx, viewer, session, userId, now);
    const existing = await repository.findActiveSubscription(tx, meetingId, userId);
    if (!existing) throw new AppError('not_found', meetingsMessages.notSubscribed);
    if (existing.status === 'validated' && session.start <= now) throw conflict(meetingsMessages.cancelAfterStart);
    await repository.leave(tx, [existing.id], now);
    if (bySomeoneElse) {
      if (existing.status === 'validated') await enqueuePlaceOffers(tx, meetingId, now);
      const kind = existing.status === 'validated' ? 'placeCancelled' : 'queueLeft';
      await enqueuePlaceChange(tx, { actorId: viewer.id, userId, changes: [{ kind, meetingId }] }, now);
    } else if (existing.status === 'validated') {
      // The freed place's offer and the member's e-mail, in one statement.
      const mail = sessionMailJob({ mail: 'placeCancelled', subscriptionId: existing.id });
      await enqueueJobs(tx, [placeOffersJob(meetingId, now), mail], now);
    }
    await auditStaffPlace(tx, viewer, {
      meetingId,
      workshopId: session.workshopId,
      start: session.start,
      userId,
      before: existing.status,
      after: null,
    });
    return existing.status;
  });
  return left;
}

export type TakePlaceOutcome = 'validated' | 'too_late';

/**
 * PUT /api/meetings/{id}/take-place/{user_id} (P2 §4), in one transaction: with a free place
 * (one held for her, or one held for nobody, ADR 073), the member leaves their other coming
 * sessions of the same sequence in the same programme and their waiting entry becomes a place;
 * without one nothing changes ('too_late'), or she is told the place is held for someone else.
 */
export async function takePlace(
  db: Db,
  viewer: Viewer,
  meetingId: number,
  userId: number,
  now = new Date(),
): Promise<TakePlaceOutcome> {
  const session = await findOpenSession(db, meetingId);
  const { member, bySomeoneElse } = await findActedFor(db, viewer, session, userId, now);
  assertMayJoin(member, session, now);
  return db.transaction(async (tx): Promise<TakePlaceOutcome> => {
    const heldBefore = await repository.findSameSequenceHeld(tx, session, userId, now);
    const locked = await repository.lockSessions(tx, [meetingId, ...heldBefore.map((held) => held.meetingId)]);
    const target = locked.find((row) => row.id === meetingId);
    if (!target) throw notFound();
    const existing = await repository.findActiveSubscription(tx, meetingId, userId);
    if (!existing) throw new AppError('not_found', meetingsMessages.notSubscribed);
    if (existing.status === 'validated') throw conflict(meetingsMessages.alreadyHasPlace);
    const { free, heldUntil } = await freePlacesFor(tx, target, userId, now);
    if (heldUntil) throw heldForSomeoneElse(heldUntil);
    if (free <= 0) return 'too_late';
    // Read again under the locks: what the member holds now is what they leave.
    const held = await repository.findSameSequenceHeld(tx, session, userId, now);
    await repository.leave(
      tx,
      held.map((row) => row.id),
      now,
    );
    await repository.validate(tx, existing.id);
    for (const row of held) if (row.status === 'validated') await enqueuePlaceOffers(tx, row.meetingId, now);
    if (bySomeoneElse) {
      const changes = [
        { kind: 'placeGiven' as const, meetingId },
        ...held.map((row) => ({
          kind: row.status === 'validated' ? ('sameSequenceLeft' as const) : ('sameSequenceQueueLeft' as const),
          meetingId: row.meetingId,
        })),
      ];
      await enqueuePlaceChange(tx, { actorId: viewer.id, userId, changes }, now);
    } else {
      await enqueueSessionMail(tx, { mail: 'confirmation', subscriptionId: existing.id }, now);
    }
    await auditStaffPlace(tx, viewer, {
      meetingId,
      workshopId: session.workshopId,
      start: session.start,
      userId,
      before: 'waiting',
      after: 'validated',
    });
    return 'validated';
  });
}
