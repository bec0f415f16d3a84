import { isPremium, isProPremium } from '@plateforme/shared/accounts/access.rules';
import { AppError, conflict, forbidden } from '@plateforme/shared/errors/app-error';
import { commonMessages, errorMessages } from '@plateforme/shared/messages/common';
import { meetingsMessages, workshopsMessages } from '@plateforme/shared/messages/workshops';
import type { SubscriptionStatus } from '@plateforme/shared/workshops/meetings.schemas';
import type { Db } from '../../db/client.ts';
import { loadViewer, type Viewer } from '../accounts/viewer.ts';
import { runsWorkshop } from '../workshops/workshops.service.ts';
import * as repository from './subscriptions.repository.ts';

const notFound = () => new AppError('not_found', meetingsMessages.notFound);

/**
 * The member `userId` as the rules read them, when the viewer may act for them: themselves,
 * or a premium pro running the session's workshop, or the staff (P2 §6).
 */
async function findActedFor(db: Db, viewer: Viewer, session: repository.Session, userId: number, now: Date): Promise<Viewer> {
  if (viewer.id === userId) return viewer;
  const mayAct = isProPremium(viewer.access) && (await runsWorkshop(db, viewer, session.workshopId, now));
  if (!mayAct) throw forbidden();
  const member = await loadViewer(db, userId, now);
  if (!member) throw new AppError('not_found', errorMessages.notFound);
  return member;
}

/** Joining needs a running membership and the programme of the workshop (AJA or not, P2 §4). */
function assertMayJoin(member: Viewer, session: repository.Session, now: Date): void {
  if (!isPremium(member.access)) throw forbidden(commonMessages.membersOnly);
  if (member.isAja !== session.isAja) throw forbidden(workshopsMessages.forbidden);
  if (session.start <= now) throw conflict(meetingsMessages.alreadyStarted);
}

async function findOpenSession(db: Db, meetingId: number): Promise<repository.Session> {
  const session = await repository.findSession(db, meetingId);
  if (!session?.active) throw notFound();
  return session;
}

/**
 * PUT /api/meetings/{id}/subscribe/{user_id}: a place while the session has one, else the
 * waiting list. The session's row is locked while its counter is read and the row written,
 * so concurrent calls never take more places than it has. Already subscribed: unchanged.
 */
export async function subscribe(db: Db, viewer: Viewer, meetingId: number, userId: number, now = new Date()): Promise<SubscriptionStatus> {
  const session = await findOpenSession(db, meetingId);
  const member = await findActedFor(db, viewer, session, userId, now);
  assertMayJoin(member, session, now);
  return db.transaction(async (tx) => {
    const [locked] = await repository.lockSessions(tx, [meetingId]);
    if (!locked) throw notFound();
    const existing = await repository.findActiveSubscription(tx, meetingId, userId);
    if (existing) return existing.status;
    const status = locked.takenPlaces < locked.places ? 'validated' : 'waiting';
    await repository.insertSubscription(tx, meetingId, userId, status);
    return status;
  });
}

/**
 * PUT /api/meetings/{id}/unsubscribe/{user_id}: leaves the waiting list, or cancels a place
 * before the session starts. Returns what was left. A freed place promotes nobody: the
 * waiting members take it themselves (take-place).
 */
export async function unsubscribe(db: Db, viewer: Viewer, meetingId: number, userId: number, now = new Date()): Promise<SubscriptionStatus> {
  const session = await repository.findSession(db, meetingId);
  if (!session) throw notFound();
  await findActedFor(db, viewer, session, userId, now);
  return db.transaction(async (tx) => {
    await repository.lockSessions(tx, [meetingId]);
    const existing = await repository.findActiveSubscription(tx, meetingId, userId);
    if (!existing) throw new AppError('not_found', meetingsMessages.notSubscribed);
    if (existing.status === 'validated' && session.start <= now) throw conflict(meetingsMessages.cancelAfterStart);
    await repository.leave(tx, [existing.id], now);
    return existing.status;
  });
}

export type TakePlaceOutcome = 'validated' | 'too_late';

/**
 * PUT /api/meetings/{id}/take-place/{user_id} (P2 §4), in one transaction: with a free place,
 * the member leaves their other coming sessions of the same sequence in the same programme
 * and their waiting entry becomes a place; without one nothing changes ('too_late').
 */
export async function takePlace(db: Db, viewer: Viewer, meetingId: number, userId: number, now = new Date()): Promise<TakePlaceOutcome> {
  const session = await findOpenSession(db, meetingId);
  const member = await findActedFor(db, viewer, session, userId, now);
  assertMayJoin(member, session, now);
  return db.transaction(async (tx) => {
    const heldBefore = await repository.findSameSequenceHeld(tx, session, userId, now);
    const locked = await repository.lockSessions(tx, [meetingId, ...heldBefore.map((held) => held.meetingId)]);
    const target = locked.find((row) => row.id === meetingId);
    if (!target) throw notFound();
    const existing = await repository.findActiveSubscription(tx, meetingId, userId);
    if (!existing) throw new AppError('not_found', meetingsMessages.notSubscribed);
    if (existing.status === 'validated') throw conflict(meetingsMessages.alreadyHasPlace);
    if (target.takenPlaces >= target.places) return 'too_late';
    // Read again under the locks: what the member holds now is what they leave.
    const held = await repository.findSameSequenceHeld(tx, session, userId, now);
    await repository.leave(tx, held.map((row) => row.id), now);
    await repository.validate(tx, existing.id);
    return 'validated';
  });
}
