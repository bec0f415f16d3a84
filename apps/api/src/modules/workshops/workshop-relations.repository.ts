import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attachments, meetings, partners, substitutions, users, workshops } from '../../db/schema/index.ts';
import { isoText, param, preparedQuery, type Built } from '../../db/prepared.ts';
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

const comingColumns = {
  id: meetings.id,
  workshopId: meetings.workshopId,
  start: meetings.start,
  end: meetings.end,
  type: meetings.type,
  address: meetings.address,
  sequence: meetings.sequence,
  places: meetings.places,
};
const comingFields = { ...comingColumns, start: isoText(meetings.start), end: isoText(meetings.end) };

type Meeting = typeof meetings.$inferSelect;

/** A coming session as the lists show it, its instants in the API's form, with the places taken. */
export type ComingMeetingRow = Pick<Meeting, 'id' | 'workshopId' | 'type' | 'address' | 'sequence' | 'places'> & {
  start: string;
  end: string;
  validatedCount: number;
};

/** In order of start, then id (ISO instants in UTC sort as text). */
const byStart = (a: ComingMeetingRow, b: ComingMeetingRow) =>
  a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id;

/**
 * The computed fields of the workshop of the enclosing statement's row (`workshops.id`), as
 * one JSON array over its coming sessions: the next start, the next onsite start, and the
 * places taken (meetings.taken_places). In a list's page it is evaluated after the page's
 * sort and limit, for its rows only.
 */
function computedFieldsOf(db: Db, isComing: SQL) {
  const facts = db
    .select({
      value: sql`json_build_array(${isoText(sql`min(${meetings.start})`)}, ${isoText(sql`min(${meetings.start}) filter (where ${meetings.type} = 'onsite')`)}, sum(${takenPlaces('meetings')}))`,
    })
    .from(meetings)
    .where(and(eq(meetings.workshopId, workshops.id), isComing));
  return sql`(${facts})`.mapWith((value: [string | null, string | null, number | null]) => ({
    nextMeetingStart: value[0],
    nextOnsiteMeetingStart: value[1],
    subscriptionsCount: value[2] ?? 0,
  }));
}

/**
 * The next `param('perWorkshop')` coming sessions of the enclosing statement's workshop, in
 * order, with the places taken, as one JSON array: the workshop reads its next sessions alone
 * (LIMIT on meetings_workshop_start_idx), so the cost does not grow with the sessions to come.
 * The array is put in order here rather than by an ORDER BY in json_agg (a sort per workshop).
 */
function nextMeetingsOf(db: Db, isComing: SQL) {
  const next = db
    .select({ ...comingColumns, takenPlaces: meetings.takenPlaces })
    .from(meetings)
    .where(and(eq(meetings.workshopId, workshops.id), isComing))
    .orderBy(asc(meetings.start), asc(meetings.id))
    .limit(param('perWorkshop'))
    .as('next');
  const list = db
    .select({
      value: sql`coalesce(json_agg(json_build_array(${next.id}, ${next.workshopId}, ${isoText(next.start)}, ${isoText(next.end)}, ${next.type}, ${next.address}, ${next.sequence}, ${next.places}, ${next.takenPlaces})), '[]')`,
    })
    .from(next);
  type Row = [number, number, string, string, Meeting['type'], string | null, number, number, number];
  return sql`(${list})`.mapWith((value: Row[]): ComingMeetingRow[] =>
    value
      .map(([id, workshopId, start, end, type, address, sequence, places, validatedCount]) => ({
        id,
        workshopId,
        start,
        end,
        type,
        address,
        sequence,
        places,
        validatedCount,
      }))
      .sort(byStart),
  );
}

/** The owner and the secondary pro of the enclosing statement's workshop, as one JSON array. */
function peopleOf(db: Db) {
  const list = db
    .select({ value: sql`json_agg(json_build_array(${users.id}, ${users.firstname}, ${users.lastname}))` })
    .from(users)
    .where(or(eq(users.id, workshops.userId), eq(users.id, workshops.secondaryProId)));
  return sql`(${list})`.mapWith((value: [number, string, string][] | null): Person[] =>
    (value ?? []).map(([id, firstname, lastname]) => ({ id, firstname, lastname })),
  );
}

const partnerFields = {
  id: partners.id,
  name: partners.name,
  supportType: partners.supportType,
  street: partners.street,
  zip: partners.zip,
  city: partners.city,
  active: partners.active,
  logoId: attachments.id,
  logoPath: attachments.path,
};
const partnerLogo = and(
  eq(attachments.attachableType, 'partner'),
  eq(attachments.attachableId, partners.id),
  eq(attachments.role, 'logo'),
);

type Partner = typeof partners.$inferSelect;
export type PartnerRow = Pick<Partner, 'id' | 'name' | 'supportType' | 'street' | 'zip' | 'city' | 'active'> & {
  logoId: number | null;
  logoPath: string | null;
};

/** The partner of the enclosing statement's workshop with its logo attachment (if any), as one JSON array. */
function partnerOf(db: Db) {
  const row = db
    .select({ value: sql`json_build_array(${sql.join(Object.values(partnerFields), sql`, `)})` })
    .from(partners)
    .leftJoin(attachments, partnerLogo)
    .where(eq(partners.id, workshops.partnerId));
  type Value = [
    number,
    string,
    Partner['supportType'],
    string | null,
    string | null,
    string | null,
    boolean,
    number | null,
    string | null,
  ];
  return sql`(${row})`.mapWith(
    ([id, name, supportType, street, zip, city, active, logoId, logoPath]: Value): PartnerRow => ({
      id,
      name,
      supportType,
      street,
      zip,
      city,
      active,
      logoId,
      logoPath,
    }),
  );
}

/** What a list's page may carry beside each workshop row (`isComing` reads `param('now')`). */
export function embeddedRelations(db: Db, isComing: SQL) {
  return {
    computed: computedFieldsOf(db, isComing),
    next: nextMeetingsOf(db, isComing),
    people: peopleOf(db),
    partner: partnerOf(db),
  };
}

const computedFields = perUpcoming('workshop_computed_fields', (db, isComing) =>
  db
    .select({ workshopId: workshops.id, computed: computedFieldsOf(db, isComing) })
    .from(workshops)
    .where(oneOf(workshops.id)),
);

/** The computed fields of these workshops, in one statement whatever their number. */
export async function findComputedFields(db: Db, workshopIds: number[], upcoming: Upcoming) {
  if (workshopIds.length === 0) return [];
  const rows = await computedFields(db, workshopIds, upcoming);
  return rows.map((row) => ({ workshopId: row.workshopId, ...row.computed }));
}

export type ComputedFieldsRow = Awaited<ReturnType<typeof findComputedFields>>[number];

const nextMeetings = perUpcoming('workshop_next_meetings', (db, isComing) =>
  db
    .select({ next: nextMeetingsOf(db, isComing) })
    .from(workshops)
    .where(oneOf(workshops.id)),
);

/** The coming sessions of these workshops, at most `perWorkshop` each (all when undefined). */
export async function findComingMeetings(
  db: Db,
  workshopIds: number[],
  upcoming: Upcoming,
  perWorkshop?: number,
): Promise<ComingMeetingRow[]> {
  if (workshopIds.length === 0) return [];
  if (perWorkshop === undefined) {
    return db
      .select({ ...comingFields, validatedCount: takenPlaces('meetings') })
      .from(meetings)
      .where(and(inArray(meetings.workshopId, workshopIds), isUpcoming(upcoming)))
      .orderBy(asc(meetings.workshopId), asc(meetings.start), asc(meetings.id));
  }
  const rows = await nextMeetings(db, workshopIds, upcoming, { perWorkshop });
  return rows.flatMap((row) => row.next);
}

export type Person = Pick<typeof users.$inferSelect, 'id' | 'firstname' | 'lastname'>;

const people = preparedQuery('workshop_people', (db) =>
  db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(sql`${users.id} = any(${param('ids')})`),
);

export async function findPeople(db: Db, ids: number[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  return people(db, { ids });
}

/** Partners with their logo attachment (if any). */
const partnersWithLogo = preparedQuery('workshop_partners_with_logo', (db) =>
  db
    .select(partnerFields)
    .from(partners)
    .leftJoin(attachments, partnerLogo)
    .where(sql`${partners.id} = any(${param('ids')})`),
);

export async function findPartnersWithLogo(db: Db, ids: number[]): Promise<PartnerRow[]> {
  if (ids.length === 0) return [];
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
