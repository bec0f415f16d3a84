import { and, asc, count, eq, exists, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetings, workshops } from '../../db/schema/index.ts';
import type { WorkshopSortColumn } from '@plateforme/shared/workshops/workshops.schemas';
import type { TimeSlot } from '@plateforme/shared/workshops/time-filters.rules';
import { startsOnWeekday, withinTimeSlot } from './session-filters.ts';
import { runPrepared } from '../../db/prepared.ts';
import { runBy } from './workshop-pros.repository.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import { isUpcoming, takenPlaces, type Upcoming } from './upcoming.ts';

/** The workshops a list may show, already narrowed to what the caller may see (the service decides). */
export type WorkshopFilter = {
  upcoming: Upcoming;
  isAja?: boolean;
  active?: boolean;
  /** Inactive workshops are shown only when this pro runs them (owner or secondary pro). */
  activeOrRunBy?: number;
  runBy?: number;
  zipPrefix?: string;
  city?: string;
  department?: string;
  partnerIds?: number[];
  /** Sessions starting in [from, to). */
  meetingsFrom?: Date;
  meetingsTo?: Date;
  workshopType?: 'cognitive' | 'oncommence';
  type?: 'onsite' | 'remote';
  nameContains?: string;
  sequence?: number;
  availablePlaces?: boolean;
  /** Paris weekdays, Monday 1 … Sunday 7, of an upcoming session. */
  days?: number[];
  /** Time slots an upcoming session fits in (P2 §9). */
  timeSlots?: TimeSlot[];
};

export type WorkshopOrder = { column: WorkshopSortColumn; direction: 'asc' | 'desc' };

const ACCENTED = 'ÀÂÄÁÃÉÈÊËÎÏÍÌÔÖÓÒÕÙÛÜÚÇŸàâäáãéèêëîïíìôöóòõùûüúçÿ';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUCYaaaaaeeeeiiiiooooouuuucy';

/**
 * A name in French order, the same on PGlite and PostgreSQL: accents and case ignored
 * (« Été » between « Atelier » and « Zen »), then byte order ("C"), whose result does
 * not depend on the server's locale. Ties fall to the exact name, then the id.
 */
function frenchOrder(column: SQL | typeof workshops.name): SQL {
  const folded = sql`lower(replace(replace(translate(${column}, ${ACCENTED}, ${PLAIN}), 'œ', 'oe'), 'Œ', 'oe'))`;
  return sql`${folded} collate "C"`;
}

/** The workshop has a session meeting every condition given. */
function hasMeeting(db: Db, ...where: (SQL | undefined)[]): SQL {
  return exists(db.select({ one: sql`1` }).from(meetings).where(and(eq(meetings.workshopId, workshops.id), ...where)));
}

/**
 * The session filters, all met by ONE session: "sequence 3, a free place, on Monday
 * mornings" asks for a session that is all of that, not three sessions that are one each.
 * Any of sequence, free place, day or slot asks for an upcoming session; dates alone keep
 * reading past sessions too (a pro looking back at a period).
 */
function sessionCondition(db: Db, filter: WorkshopFilter): SQL | undefined {
  const upcomingOnly =
    filter.sequence !== undefined || filter.availablePlaces || filter.days !== undefined || filter.timeSlots !== undefined;
  const dated = filter.meetingsFrom !== undefined || filter.meetingsTo !== undefined;
  if (!upcomingOnly && !dated) return undefined;
  return hasMeeting(
    db,
    upcomingOnly ? isUpcoming(filter.upcoming) : undefined,
    filter.meetingsFrom ? gte(meetings.start, filter.meetingsFrom) : undefined,
    filter.meetingsTo ? lt(meetings.start, filter.meetingsTo) : undefined,
    filter.sequence !== undefined ? eq(meetings.sequence, filter.sequence) : undefined,
    filter.availablePlaces ? sql`${meetings.places} > ${takenPlaces('meetings')}` : undefined,
    filter.days !== undefined ? startsOnWeekday(filter.days) : undefined,
    filter.timeSlots !== undefined ? withinTimeSlot(filter.timeSlots) : undefined,
  );
}

function conditions(db: Db, filter: WorkshopFilter): SQL | undefined {
  const list: (SQL | undefined)[] = [];
  if (filter.isAja !== undefined) list.push(eq(workshops.isAja, filter.isAja));
  if (filter.active !== undefined) list.push(eq(workshops.active, filter.active));
  if (filter.activeOrRunBy !== undefined) {
    list.push(
      or(eq(workshops.active, true), eq(workshops.userId, filter.activeOrRunBy), eq(workshops.secondaryProId, filter.activeOrRunBy)),
    );
  }
  if (filter.runBy !== undefined) list.push(runBy(db, filter.runBy, filter.upcoming.now));
  if (filter.zipPrefix !== undefined) list.push(ilike(workshops.zip, `${escapeLike(filter.zipPrefix)}%`));
  if (filter.city !== undefined) list.push(sql`lower(${workshops.city}) = lower(${filter.city})`);
  if (filter.department !== undefined) list.push(sql`upper(${workshops.department}) = upper(${filter.department})`);
  if (filter.partnerIds !== undefined) list.push(inArray(workshops.partnerId, filter.partnerIds));
  if (filter.workshopType !== undefined) list.push(eq(workshops.workshopType, filter.workshopType));
  if (filter.type !== undefined) list.push(eq(workshops.type, filter.type));
  if (filter.nameContains !== undefined) list.push(ilike(workshops.name, `%${escapeLike(filter.nameContains)}%`));
  list.push(sessionCondition(db, filter));
  return and(...list);
}

export async function countWorkshops(db: Db, filter: WorkshopFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(workshops).where(conditions(db, filter));
  return row?.value ?? 0;
}

/**
 * One page of workshops. Sorting on the next session orders by a subquery correlated to each
 * workshop (an index probe on meetings_workshop_start); sorting on the places taken joins
 * one grouped sum of the coming sessions' taken_places (a hash join beats a probe per workshop
 * there). Other sorts touch no session at all. The page's computed fields come next, from
 * findComputedFields. `total` counts every workshop the filter keeps; undefined when the page
 * is empty (past the last page: countWorkshops tells).
 */
export function findWorkshopPage(db: Db, filter: WorkshopFilter, order: WorkshopOrder, limit: number | undefined, offset: number) {
  const upcoming = isUpcoming(filter.upcoming);
  const taken = db
    .select({
      workshopId: meetings.workshopId,
      places: sql<number>`sum(${takenPlaces('meetings')})`.mapWith(Number).as('taken_places'),
    })
    .from(meetings)
    .where(upcoming)
    .groupBy(meetings.workshopId)
    .as('taken');
  const sortable: Record<WorkshopSortColumn, SQL> = {
    id: sql`${workshops.id}`,
    name: frenchOrder(workshops.name),
    zip: sql`${workshops.zip}`,
    city: sql`${workshops.city}`,
    created_at: sql`${workshops.createdAt}`,
    start: sql`${workshops.start}`,
    next_meeting_start: sql`(${db
      .select({ value: sql`min(${meetings.start})` })
      .from(meetings)
      .where(and(eq(meetings.workshopId, workshops.id), upcoming))})`,
    subscriptions_count: sql`coalesce(${taken.places}, 0)`,
  };
  const direction = order.direction === 'desc' ? sql`desc` : sql`asc`;
  // The total rides along the page (a window over the filtered rows): one statement less.
  const query = db
    .select({ workshop: workshops, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(workshops)
    .$dynamic();
  if (order.column === 'subscriptions_count') query.leftJoin(taken, eq(taken.workshopId, workshops.id));
  // Workshops without a value (no coming session, no postal code) come last either way.
  query.where(conditions(db, filter));
  if (order.column === 'name') query.orderBy(sql`${sortable.name} ${direction}`, sql`${workshops.name} collate "C" ${direction}`, asc(workshops.id));
  else query.orderBy(sql`${sortable[order.column]} ${direction} nulls last`, asc(workshops.id));
  // No limit: all of a pro's workshops at once (per_page 0, « Tous »).
  if (limit !== undefined) query.limit(limit);
  return runPrepared(query.offset(offset)).then((rows) => ({ rows: rows.map((row) => row.workshop), total: rows[0]?.total }));
}
