import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attachments, meetings, partners, substitutions, users, workshops } from '../../db/schema/index.ts';
import { runPrepared } from '../../db/prepared.ts';
import { isUpcoming, takenPlaces, type Upcoming } from './upcoming.ts';

/** What a workshop card shows beside the workshop row: its sessions, people, partner, substitutions. */

/**
 * The computed fields of these workshops in one statement over their coming sessions: the
 * next start, the next onsite start, and the places taken (counted per session on the
 * meeting_subscriptions_meeting_status index).
 */
export function findComputedFields(db: Db, workshopIds: number[], upcoming: Upcoming) {
  if (workshopIds.length === 0) return Promise.resolve([]);
  const coming = db
    .select({
      workshopId: meetings.workshopId,
      start: meetings.start,
      type: meetings.type,
      taken: takenPlaces('meetings').as('taken'),
    })
    .from(meetings)
    .where(and(inArray(meetings.workshopId, workshopIds), isUpcoming(upcoming)))
    .as('coming');
  return runPrepared(
    db
      .select({
        workshopId: coming.workshopId,
        nextMeetingStart: sql<Date>`min(${coming.start})`.mapWith(meetings.start),
        nextOnsiteMeetingStart: sql<Date | null>`min(${coming.start}) filter (where ${coming.type} = 'onsite')`.mapWith(meetings.start),
        subscriptionsCount: sql<number>`sum(${coming.taken})`.mapWith(Number),
      })
      .from(coming)
      .groupBy(coming.workshopId),
  );
}

export type ComputedFieldsRow = Awaited<ReturnType<typeof findComputedFields>>[number];


const comingFields = {
  id: meetings.id,
  workshopId: meetings.workshopId,
  start: meetings.start,
  end: meetings.end,
  type: meetings.type,
  address: meetings.address,
  sequence: meetings.sequence,
  places: meetings.places,
};

/**
 * The coming sessions of these workshops, at most `perWorkshop` each (all when undefined),
 * in order, with the places taken. With a limit, each workshop reads its next sessions
 * alone (LATERAL … LIMIT on meetings_workshop_start_idx): the cost does not grow with the
 * number of sessions to come.
 */
export function findComingMeetings(db: Db, workshopIds: number[], upcoming: Upcoming, perWorkshop?: number) {
  if (workshopIds.length === 0) return Promise.resolve([]);
  if (perWorkshop === undefined) {
    return db
      .select({ ...comingFields, validatedCount: takenPlaces('meetings') })
      .from(meetings)
      .where(and(inArray(meetings.workshopId, workshopIds), isUpcoming(upcoming)))
      .orderBy(asc(meetings.workshopId), asc(meetings.start), asc(meetings.id));
  }
  const next = db
    .select({ ...comingFields, takenPlaces: meetings.takenPlaces })
    .from(meetings)
    .where(and(eq(meetings.workshopId, workshops.id), isUpcoming(upcoming)))
    .orderBy(asc(meetings.start), asc(meetings.id))
    .limit(perWorkshop)
    .as('next');
  return runPrepared(
    db
      .select({
        id: next.id,
        workshopId: next.workshopId,
        start: next.start,
        end: next.end,
        type: next.type,
        address: next.address,
        sequence: next.sequence,
        places: next.places,
        validatedCount: sql<number>`${next.takenPlaces}`.mapWith(Number),
      })
      .from(workshops)
      .crossJoinLateral(next)
      .where(inArray(workshops.id, workshopIds))
      .orderBy(asc(workshops.id), asc(next.start), asc(next.id)),
  );
}


export type ComingMeetingRow = Awaited<ReturnType<typeof findComingMeetings>>[number];

export function findPeople(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return runPrepared(
    db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname }).from(users).where(inArray(users.id, ids)),
  );
}

/** Partners with their logo attachment (if any). */
export function findPartnersWithLogo(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return runPrepared(
    db
      .select({
        id: partners.id,
        name: partners.name,
        supportType: partners.supportType,
        street: partners.street,
        zip: partners.zip,
        city: partners.city,
        active: partners.active,
        logoId: attachments.id,
        logoPath: attachments.path,
      })
      .from(partners)
      .leftJoin(
        attachments,
        and(eq(attachments.attachableType, 'partner'), eq(attachments.attachableId, partners.id), eq(attachments.role, 'logo')),
      )
      .where(inArray(partners.id, ids)),
  );
}

/** Substitutions not over yet, in order, with the substitute's name. */
export function findNextSubstitutions(db: Db, workshopIds: number[], now: Date) {
  if (workshopIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      workshopId: substitutions.workshopId,
      userId: substitutions.userId,
      start: substitutions.start,
      end: substitutions.end,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(substitutions)
    .innerJoin(users, eq(users.id, substitutions.userId))
    .where(and(inArray(substitutions.workshopId, workshopIds), gt(substitutions.end, now)))
    .orderBy(asc(substitutions.start), asc(substitutions.id));
}
