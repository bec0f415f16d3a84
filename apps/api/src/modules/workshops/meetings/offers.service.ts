/**
 * A waiting list that works first in line first (ADR 073): a freed place is held for the first
 * waiting member for a while, with an e-mail; nobody else may take it meanwhile; declined or
 * lapsed, it goes to the next. The work runs in jobs, never in the request that freed the place.
 */
import { AppError, conflict } from '@plateforme/shared/errors/app-error';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { offerMessages } from '@plateforme/shared/messages/workshops-offers';
import type { Db } from '../../../db/client.ts';
import { enqueueJob, type JobRunner, type NewJob } from '../../../lib/jobs.ts';
import { findSettingValues } from '../../platform/settings/settings.service.ts';
import { enqueueSessionMail } from '../mails/session-mails.jobs.ts';
import { spokenInstant } from '../mails/session-mails.ts';
import * as offers from './offers.repository.ts';
import * as repository from './subscriptions.repository.ts';

export const PLACE_OFFERS_JOB = 'place-offers';
const SWEEP_EVERY_MS = 60_000;
const HOUR = 3600_000;

/** How long a place is held, and how long before the start holds end (staff settings). */
export const OFFER_SETTINGS = { holdHours: 'offer_hold_hours', stopHours: 'offer_stop_hours' } as const;
export const OFFER_DEFAULTS = { holdHours: 12, stopHours: 2 } as const;

export async function findOfferDelays(db: Db): Promise<{ holdHours: number; stopHours: number }> {
  const values = await findSettingValues(db, Object.values(OFFER_SETTINGS));
  const read = (key: keyof typeof OFFER_SETTINGS) => {
    const value = Number(values.get(OFFER_SETTINGS[key]));
    return Number.isFinite(value) && value > 0 ? value : OFFER_DEFAULTS[key];
  };
  return { holdHours: read('holdHours'), stopHours: read('stopHours') };
}

/** The job that offers the session's free places (enqueuePlaceOffers). */
export const placeOffersJob = (meetingId: number, now: Date): NewJob => ({
  kind: PLACE_OFFERS_JOB,
  key: `${meetingId}@${now.toISOString()}`,
  payload: { meetingId },
});

/** Asks for the session's free places to be offered, once the action that freed one commits. */
export function enqueuePlaceOffers(tx: Db, meetingId: number, now: Date): Promise<boolean> {
  return enqueueJob(tx, placeOffersJob(meetingId, now), now);
}

/**
 * The places of the session nobody took nor holds, each held for the next waiting member in
 * line, until `holdHours` from now but never later than `stopHours` before the start (then no
 * hold: whoever is on the list takes it). Under the session's lock.
 */
export async function offerFreePlaces(db: Db, meetingId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [session] = await repository.lockSessions(tx, [meetingId]);
    if (!session?.active) return 0;
    const held = await offers.findRunningHolds(tx, meetingId, now);
    const free = session.places - session.takenPlaces - held.length;
    if (free <= 0) return 0;
    const next = await offers.findNextInLine(tx, meetingId, free);
    // The staff's delays are read only when someone is to be offered a place: most freed places have no one waiting.
    if (next.length === 0) return 0;
    const delays = await findOfferDelays(tx);
    const until = new Date(
      Math.min(now.getTime() + delays.holdHours * HOUR, session.start.getTime() - delays.stopHours * HOUR),
    );
    if (until <= now) return 0;
    await offers.hold(
      tx,
      next.map((row) => row.id),
      until,
    );
    for (const row of next) await enqueueSessionMail(tx, { mail: 'offer', subscriptionId: row.id }, now);
    return next.length;
  });
}

/** Lapsed holds end; every coming session with an unheld free place and someone waiting is offered. */
export async function sweepOffers(db: Db, now: Date): Promise<number> {
  await offers.closeHolds(db, {}, now);
  let offered = 0;
  for (const meetingId of await offers.findSessionsToOffer(db, now))
    offered += await offerFreePlaces(db, meetingId, now);
  return offered;
}

/**
 * Places the member may not take because they are held for others: the session's free places
 * less the holds running for someone else. Read under the session's lock.
 */
export async function freePlacesFor(
  tx: Db,
  session: { id: number; places: number; takenPlaces: number },
  userId: number,
  now: Date,
): Promise<{ free: number; heldUntil: Date | null }> {
  const held = await offers.findRunningHolds(tx, session.id, now);
  const others = held.filter((row) => row.userId !== userId);
  const free = session.places - session.takenPlaces - others.length;
  const latest = others.reduce<Date | null>(
    (last, row) => (row.offeredUntil && (!last || row.offeredUntil > last) ? row.offeredUntil : last),
    null,
  );
  return { free, heldUntil: free <= 0 ? latest : null };
}

/** The refusal of a take-place while the free places are held for others. */
export const heldForSomeoneElse = (until: Date) => conflict(offerMessages.heldForSomeoneElse(spokenInstant(until)));

/**
 * PUT /api/meetings/{id}/decline-offer/{user_id}: the member lets the held place go; she keeps
 * her position but is not offered this session's places again. The next in line is offered it.
 */
export async function declineOffer(db: Db, meetingId: number, userId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [session] = await repository.lockSessions(tx, [meetingId]);
    if (!session) throw new AppError('not_found', meetingsMessages.notFound);
    const existing = await repository.findActiveSubscription(tx, meetingId, userId);
    if (!existing) throw new AppError('not_found', meetingsMessages.notSubscribed);
    const closed = await offers.closeHolds(tx, { subscriptionId: existing.id }, now);
    if (closed.length === 0) throw conflict(offerMessages.noOffer);
    await enqueuePlaceOffers(tx, meetingId, now);
  });
}

export function definePlaceOfferJobs(jobs: JobRunner): void {
  jobs.define({
    kind: PLACE_OFFERS_JOB,
    run: async (payload, { db, now }) =>
      `${await offerFreePlaces(db, Number(payload.meetingId), now)} place(s) proposée(s)`,
  });
  jobs.define({
    kind: 'place-offers-sweep',
    everyMs: SWEEP_EVERY_MS,
    maxAttempts: 1,
    run: async (_, { db, now }) => `${await sweepOffers(db, now)} place(s) proposée(s)`,
  });
}
