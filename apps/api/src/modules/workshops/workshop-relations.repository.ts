import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attachments, meetings, partners, substitutions, users, workshops } from '../../db/schema/index.ts';
import { param, preparedQuery, type Built } from '../../db/prepared.ts';
import { isComing, isUpcoming, takenPlaces, type Upcoming } from './upcoming.ts';

/** What a workshop card shows beside the workshop row: its sessions, people, partner, substitutions. */

/** The workshop is one of `param('ids')`, an array: one statement whatever their number. */
const oneOf = (column: typeof meetings.workshopId | typeof workshops.id) => sql`${column} = any(${param('ids')})`;

/** One prepared statement per meaning of « coming » (P2 §4): until the start, or until the end. */
function perUpcoming<R>(name: string, build: (db: Db, isComing: SQL) => Built<R>) {
  const byUntil = {
    start: preparedQuery(`${name}_until_start`, (db) => build(db, isComing('start', param('now')))),
    end: preparedQuery(`${name}_until_end`, (db) => build(db, isComing('end', param('now')))),
  };
  return (db: Db, ids: number[], upcoming: Upcoming, values: Record<string, unknown> = {}) =>
    byUntil[upcoming.until](db, { ...values, ids, now: upcoming.now.toISOString() });
}

/**
 * The computed fields of these workshops in one statement over their coming sessions: the
 * next start, the next onsite start, and the places taken (meetings.taken_places).
 */
const computedFields = perUpcoming('workshop_computed_fields', (db, isComing) => {
  const coming = db
    .select({
      workshopId: meetings.workshopId,
      start: meetings.start,
      type: meetings.type,
      taken: takenPlaces('meetings').as('taken'),
    })
    .from(meetings)
    .where(and(oneOf(meetings.workshopId), isComing))
    .as('coming');
  return db
    .select({
      workshopId: coming.workshopId,
      nextMeetingStart: sql<Date>`min(${coming.start})`.mapWith(meetings.start),
      nextOnsiteMeetingStart: sql<Date | null>`min(${coming.start}) filter (where ${coming.type} = 'onsite')`.mapWith(meetings.start),
      subscriptionsCount: sql<number>`sum(${coming.taken})`.mapWith(Number),
    })
    .from(coming)
    .groupBy(coming.workshopId);
});

export function findComputedFields(db: Db, workshopIds: number[], upcoming: Upcoming) {
  if (workshopIds.length === 0) return Promise.resolve([]);
  return computedFields(db, workshopIds, upcoming);
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
 * The coming sessions of each of these workshops, at most `param('perWorkshop')` each, in
 * order, with the places taken: each workshop reads its next sessions alone (LATERAL …
 * LIMIT on meetings_workshop_start_idx), so the cost does not grow with the sessions to come.
 */
const nextMeetings = perUpcoming('workshop_next_meetings', (db, isComing) => {
  const next = db
    .select({ ...comingFields, takenPlaces: meetings.takenPlaces })
    .from(meetings)
    .where(and(eq(meetings.workshopId, workshops.id), isComing))
    .orderBy(asc(meetings.start), asc(meetings.id))
    .limit(param('perWorkshop'))
    .as('next');
  return db
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
    .where(oneOf(workshops.id))
    .orderBy(asc(workshops.id), asc(next.start), asc(next.id));
});

/** The coming sessions of these workshops, at most `perWorkshop` each (all when undefined). */
export function findComingMeetings(db: Db, workshopIds: number[], upcoming: Upcoming, perWorkshop?: number) {
  if (workshopIds.length === 0) return Promise.resolve([]);
  if (perWorkshop === undefined) {
    return db
      .select({ ...comingFields, validatedCount: takenPlaces('meetings') })
      .from(meetings)
      .where(and(inArray(meetings.workshopId, workshopIds), isUpcoming(upcoming)))
      .orderBy(asc(meetings.workshopId), asc(meetings.start), asc(meetings.id));
  }
  return nextMeetings(db, workshopIds, upcoming, { perWorkshop });
}

export type ComingMeetingRow = Awaited<ReturnType<typeof findComingMeetings>>[number];

const people = preparedQuery('workshop_people', (db) =>
  db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname }).from(users).where(sql`${users.id} = any(${param('ids')})`),
);

export function findPeople(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return people(db, { ids });
}

/** Partners with their logo attachment (if any). */
const partnersWithLogo = preparedQuery('workshop_partners_with_logo', (db) =>
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
    .where(sql`${partners.id} = any(${param('ids')})`),
);

export function findPartnersWithLogo(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return partnersWithLogo(db, { ids });
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
