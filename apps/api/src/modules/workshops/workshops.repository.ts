import { and, count, eq, exists, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetings, workshops } from '../../db/schema/index.ts';
import type { WorkshopSortColumn } from '@plateforme/shared/workshops/workshops.schemas';
import type { TimeSlot } from '@plateforme/shared/workshops/time-filters.rules';
import { startsOnWeekday, withinTimeSlot } from './meeting-filters.ts';
import { arrayStatement, Conditions, param, preparedShapes, rowReader } from '../../db/prepared.ts';
import { runBy } from './workshop-pros.repository.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import { isComing, takenPlaces, type Upcoming } from './upcoming.ts';
import {
  embeddedRelations,
  type ComingMeetingRow,
  type PartnerRow,
  type Person,
} from './workshop-relations.repository.ts';
import { readWorkshopRow, workshopRowFields, type WorkshopRow } from './workshop-row.ts';
import { comingTakenPlaces } from './coming-places.repository.ts';
import { STATUS_MEETINGS } from '@plateforme/shared/workshops/workshop-status.rules';

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

/** `distance`: from `from` (« Près de »), nearest first; workshops without an on-site place last. */
export type WorkshopOrder =
  | { column: WorkshopSortColumn; direction: 'asc' | 'desc' }
  | { column: 'distance'; direction: 'asc'; from: { lat: number; lng: number } };

/**
 * The great-circle distance in km from the point given (haversine, as distanceKm in
 * geo.centres.ts), for an on-site workshop located by the staff; null otherwise. PGlite and
 * PostgreSQL compute it alike, with no extension.
 */
function distanceFromNear(): SQL {
  const lat = sql`${param('nearLat')}::float8`;
  const lng = sql`${param('nearLng')}::float8`;
  const haversine = sql`power(sin(radians(${workshops.lat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${workshops.lat})) * power(sin(radians(${workshops.lng} - ${lng}) / 2), 2)`;
  return sql`case when ${workshops.type} = 'onsite' and ${workshops.lat} is not null and ${workshops.lng} is not null then 12742 * asin(least(1, sqrt(${haversine}))) end`;
}

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
  return exists(
    db
      .select({ one: sql`1` })
      .from(meetings)
      .where(and(eq(meetings.workshopId, workshops.id), ...where)),
  );
}

/**
 * The session filters, all met by ONE session: "sequence 3, a free place, on Monday
 * mornings" asks for a session that is all of that, not three sessions that are one each.
 * Any of sequence, free place, day or slot asks for an upcoming session; dates alone keep
 * reading past sessions too (a pro looking back at a period). The slots chosen are part of
 * the shape (their bounds are written into the statement); every other value is a parameter.
 */
function addSessionCondition(db: Db, where: Conditions, filter: WorkshopFilter): void {
  const upcomingOnly =
    filter.sequence !== undefined ||
    filter.availablePlaces ||
    filter.days !== undefined ||
    filter.timeSlots !== undefined;
  const dated = filter.meetingsFrom !== undefined || filter.meetingsTo !== undefined;
  if (!upcomingOnly && !dated) return;
  const session = new Conditions()
    .add('meetingsFrom', filter.meetingsFrom, () => gte(meetings.start, param('meetingsFrom')))
    .add('meetingsTo', filter.meetingsTo, () => lt(meetings.start, param('meetingsTo')))
    .add('sequence', filter.sequence, () => eq(meetings.sequence, param('sequence')))
    .add('days', filter.days, () => startsOnWeekday(param('days')));
  if (upcomingOnly) session.always(`coming_${filter.upcoming.until}`, isComing(filter.upcoming.until, param('now')));
  if (filter.availablePlaces) session.always('available_places', sql`${meetings.places} > ${takenPlaces('meetings')}`);
  if (filter.timeSlots !== undefined)
    session.always(`slots_${filter.timeSlots.join('+')}`, withinTimeSlot(filter.timeSlots));
  where.always(`session(${session.shape})`, hasMeeting(db, session.where), session.values);
}

/** The filter as conditions with parameters (ADR 055): one prepared statement per set of filters. */
function conditions(db: Db, filter: WorkshopFilter): Conditions {
  const where = new Conditions()
    .add('isAja', filter.isAja, () => eq(workshops.isAja, param('isAja')))
    .add('active', filter.active, () => eq(workshops.active, param('active')))
    .add('activeOrRunBy', filter.activeOrRunBy, () =>
      or(
        eq(workshops.active, true),
        eq(workshops.userId, param('activeOrRunBy')),
        eq(workshops.secondaryProId, param('activeOrRunBy')),
      ),
    )
    .add('runBy', filter.runBy, () => runBy(db, param('runBy'), param('now')))
    .add('zipPattern', filter.zipPrefix === undefined ? undefined : `${escapeLike(filter.zipPrefix)}%`, () =>
      ilike(workshops.zip, param('zipPattern')),
    )
    .add('city', filter.city, () => sql`lower(${workshops.city}) = lower(${param('city')})`)
    .add('department', filter.department, () => sql`upper(${workshops.department}) = upper(${param('department')})`)
    .add('partnerIds', filter.partnerIds, () => sql`${workshops.partnerId} = any(${param('partnerIds')})`)
    .add('workshopType', filter.workshopType, () => eq(workshops.workshopType, param('workshopType')))
    .add('type', filter.type, () => eq(workshops.type, param('type')))
    .add('namePattern', filter.nameContains === undefined ? undefined : `%${escapeLike(filter.nameContains)}%`, () =>
      ilike(workshops.name, param('namePattern')),
    );
  addSessionCondition(db, where, filter);
  return where.value('now', filter.upcoming.now);
}

const workshopCount = preparedShapes('workshops_count', (db, where: SQL | undefined) =>
  db.select({ value: count() }).from(workshops).where(where),
);

export async function countWorkshops(db: Db, filter: WorkshopFilter): Promise<number> {
  const where = conditions(db, filter);
  const [row] = await workshopCount(db, where.shape, where.where, where.values);
  return row?.value ?? 0;
}

/** What the page carries beside each workshop: its computed fields, next sessions, pros, partner. */
export type PageEmbeds = { computed: boolean; next: boolean; people: boolean; partner: boolean };

type PageRow = {
  workshop: WorkshopRow;
  total: number;
  computed: {
    nextMeetingStart: string | null;
    nextOnsiteMeetingStart: string | null;
    subscriptionsCount: number;
  } | null;
  next: ComingMeetingRow[] | null;
  people: Person[] | null;
  partner: PartnerRow | null;
};

type PageArgs = {
  where: SQL | undefined;
  order: WorkshopOrder;
  until: Upcoming['until'];
  limited: boolean;
  embeds: PageEmbeds;
};

const workshopPage = preparedShapes('workshops_page', (db, { where, order, until, limited, embeds }: PageArgs) => {
  const coming = isComing(until, param('now'));
  // Members' « coming » (until the start) has its total kept per workshop; the pros' and
  // staff's (until the end) sums the coming sessions.
  const kept = until === 'start' ? comingTakenPlaces(db, param('now')) : undefined;
  const taken = db
    .select({
      workshopId: meetings.workshopId,
      places: sql<number>`sum(${takenPlaces('meetings')})`.mapWith(Number).as('taken_places'),
    })
    .from(meetings)
    .where(coming)
    .groupBy(meetings.workshopId)
    .as('taken');
  const sortable: Record<WorkshopOrder['column'], SQL> = {
    id: sql`${workshops.id}`,
    distance: distanceFromNear(),
    name: frenchOrder(workshops.name),
    zip: sql`${workshops.zip}`,
    city: sql`${workshops.city}`,
    created_at: sql`${workshops.createdAt}`,
    start: sql`${workshops.start}`,
    next_meeting_start: sql`(${db
      .select({ value: sql`min(${meetings.start})` })
      .from(meetings)
      .where(and(eq(meetings.workshopId, workshops.id), coming))})`,
    subscriptions_count: kept ? kept.value : sql`coalesce(${taken.places}, 0)`,
  };
  const direction = order.direction === 'desc' ? sql`desc` : sql`asc`;
  // The page is chosen first from narrow rows (id, sort key, and the total as a window over
  // the filtered rows); the workshops' columns and relations are then read for its rows only.
  const chosen = db
    .select({
      id: workshops.id,
      sortKey: sortable[order.column].as('sort_key'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(workshops)
    .$dynamic();
  if (order.column === 'subscriptions_count' && kept) {
    chosen
      .leftJoin(kept.kept, eq(kept.kept.workshopId, workshops.id))
      .leftJoin(kept.shift, eq(kept.shift.workshopId, workshops.id));
  } else if (order.column === 'subscriptions_count') chosen.leftJoin(taken, eq(taken.workshopId, workshops.id));
  chosen.where(where);
  // Workshops without a value (no coming session, no postal code) come last either way.
  // The same order twice: to choose the page, then for its rows (`workshops` is the page's there).
  const keyOrder = (key: SQL, id: SQL) =>
    order.column === 'name'
      ? [sql`${key} ${direction}`, sql`${workshops.name} collate "C" ${direction}`, sql`${id} asc`]
      : [sql`${key} ${direction} nulls last`, sql`${id} asc`];
  chosen.orderBy(...keyOrder(sortable[order.column], sql`${workshops.id}`));
  // No limit: all of a pro's workshops at once (per_page 0, « Tous »).
  if (limited) chosen.limit(param('limit'));
  chosen.offset(param('offset'));
  const page = chosen.as('page');

  const embedded = embeddedRelations(db, coming);
  const extras = {
    total: sql<number>`${page.total}`.mapWith(Number),
    computed: embeds.computed ? embedded.computed : sql<null>`null`,
    next: embeds.next ? embedded.next : sql<null>`null`,
    people: embeds.people ? embedded.people : sql<null>`null`,
    partner: embeds.partner ? embedded.partner : sql<null>`null`,
  };
  const query = db
    .select({ workshop: workshopRowFields, ...extras })
    .from(page)
    .innerJoin(workshops, eq(workshops.id, page.id))
    .orderBy(...keyOrder(sql`${page.sortKey}`, sql`${page.id}`));
  // The rows are read by hand (rowReader): drizzle's reading of 20 such rows cost as much as the statement.
  const readExtras = rowReader<PageRow>(extras);
  const width = Object.keys(workshopRowFields).length;
  return arrayStatement(db, query.getSQL(), (values): PageRow => {
    const row = readExtras(values, width);
    row.workshop = readWorkshopRow(values);
    return row;
  });
});

/**
 * One page of workshops. Sorting on the next session orders by a subquery correlated to each
 * workshop (an index probe on meetings_workshop_start); sorting on the places taken reads
 * each workshop's kept total for members (comingTakenPlaces), and for pros and staff joins one
 * grouped sum of the coming sessions' taken_places (a hash join beats a probe per workshop
 * there). Other sorts touch no session at all. `embeds` says which relations come with the
 * page (the next sessions: `STATUS_MEETINGS` of them); those not embedded are undefined.
 * `total` counts every workshop the filter keeps; undefined when the page is empty (past the
 * last page: countWorkshops tells).
 */
export async function findWorkshopPage(
  db: Db,
  filter: WorkshopFilter,
  order: WorkshopOrder,
  range: { limit: number | undefined; offset: number },
  embeds: PageEmbeds,
) {
  const where = conditions(db, filter);
  const until = filter.upcoming.until;
  const { limit, offset } = range;
  const shape = `${where.shape}|${order.column} ${order.direction}|${until}|${limit === undefined ? 'all' : 'limit'}|${JSON.stringify(embeds)}`;
  const args = { where: where.where, order, until, limited: limit !== undefined, embeds };
  const near = order.column === 'distance' ? { nearLat: order.from.lat, nearLng: order.from.lng } : {};
  const values = { ...where.values, ...near, limit, offset, perWorkshop: STATUS_MEETINGS };
  const rows = await workshopPage(db, shape, args, values);
  return {
    rows: rows.map((row) => row.workshop),
    total: rows[0]?.total,
    computed: embeds.computed
      ? rows.flatMap((row) => (row.computed ? [{ workshopId: row.workshop.id, ...row.computed }] : []))
      : undefined,
    meetings: embeds.next ? rows.flatMap((row) => row.next ?? []) : undefined,
    people: embeds.people ? rows.flatMap((row) => row.people ?? []) : undefined,
    partners: embeds.partner ? rows.flatMap((row) => (row.partner ? [row.partner] : [])) : undefined,
  };
}
