import { and, desc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SessionCounts, UserSortColumn } from '@plateforme/shared/workshops/members.schemas';
import type { Db } from '../../../db/client.ts';
import { isoText, param, preparedQuery, preparedShapes, rawStatement } from '../../../db/prepared.ts';
import { meetings, meetingSubscriptions, workshops } from '../../../db/schema/index.ts';
import { escapeLike } from '../../../lib/like-pattern.ts';
import { workshopIdsRunByQuery } from '../workshops.service.ts';

export type MemberFilter = {
  /** Part of the first name, last name or e-mail, already folded (foldForSearch). */
  name?: string;
  /**
   * Members who took part in (subscribed to a session of) one of these workshops, or of the
   * workshops a pro runs at an instant (read in the same statement); undefined: everyone.
   */
  workshops?: { ids: number[] } | { runBy: number; at: Date };
};

export type MemberPage = {
  sort: UserSortColumn;
  direction: 'asc' | 'desc';
  /** null: every row. */
  limit: number | null;
  offset: number;
};

export type MemberRow = {
  id: number;
  /** ISO 8601 in UTC, as `toISOString` writes it. */
  created_at: string;
  code: string | null;
  member_code: string | null;
  lastname: string;
  firstname: string;
  email: string;
  last_qpr: string | null;
  last_qsat: string | null;
  total: number;
} & SessionCounts;

const ACCENTED = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy';

/** Lower case without accents, the same on both sides of the comparison. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const folded = (column: SQL) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

const PROFILE_SURVEYS = ['profile', 'profile_aja_young', 'profile_aja_assistant'];

const orderBy = (sort: UserSortColumn, direction: 'asc' | 'desc') => {
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  const column = {
    created_at: sql`u.created_at`,
    lastname: sql`lower(u.lastname)`,
    firstname: sql`lower(u.firstname)`,
  }[sort];
  return sql`${column} ${dir}, u.id ${dir}`;
};

type Shape = {
  byName: boolean;
  byWorkshops: 'ids' | 'runBy' | null;
  sort: UserSortColumn;
  direction: 'asc' | 'desc';
  limited: boolean;
};

/**
 * The ids of the page's members (and how many match), in the page's order.
 * A pro's members come from workshop_members (ADR 036), which carries each member's creation
 * date and whether they are listed (ADR 051): sorted by creation date without a name to
 * search, the page is chosen there alone, from one index. Otherwise each member's row of users
 * is read by its key (the lateral `offset 0` keeps the planner from hashing the whole users
 * table). Everyone (the staff, no workshop) is read from users.
 */
function chosenMembers(db: Db, shape: Shape): SQL {
  const dir = shape.direction === 'asc' ? sql`asc` : sql`desc`;
  const page = sql`${shape.limited ? sql`limit ${param('limit')}` : sql``} offset ${param('offset')}`;
  const pattern = param('pattern');
  const byName = sql`(${folded(sql`u.firstname`)} like ${pattern} or ${folded(sql`u.lastname`)} like ${pattern} or ${folded(sql`u.email`)} like ${pattern})`;
  if (!shape.byWorkshops) {
    const conditions = [sql`u.role = 'user'`, sql`not u.is_archived`, ...(shape.byName ? [byName] : [])];
    return sql`chosen as (
      select u.id, count(*) over () as total from users u
      where ${sql.join(conditions, sql` and `)}
      order by ${orderBy(shape.sort, shape.direction)} ${page}
    )`;
  }
  const inWorkshops =
    shape.byWorkshops === 'ids'
      ? sql`wm.workshop_id = any(${param('workshopIds')})`
      : sql`wm.workshop_id in ${workshopIdsRunByQuery(db, param('proId'), param('at'))}`;
  const members = sql`members as materialized (
      select wm.user_id as id, max(wm.user_created_at) as created_at from workshop_members wm
      where ${inWorkshops} and wm.listed group by wm.user_id
    )`;
  if (!shape.byName && shape.sort === 'created_at') {
    return sql`${members}, chosen as (
      select m.id, count(*) over () as total from members m order by m.created_at ${dir}, m.id ${dir} ${page}
    )`;
  }
  return sql`${members}, chosen as (
      select u.id, count(*) over () as total
      from members m cross join lateral (select * from users where users.id = m.id offset 0) u
      ${shape.byName ? sql`where ${byName}` : sql``}
      order by ${orderBy(shape.sort, shape.direction)} ${page}
    )`;
}

/**
 * A person's four session counts (ADR 036): places held, attended, missed (attendance unset is
 * neither) and given up; waiting entries are none of them. Read on the user_id index.
 */
export const sessionCounts = (userId: SQLWrapper) => sql`
      select count(*) filter (where ms.status = 'validated' and ms.unsubscribed_at is null) as subscriptions,
             count(*) filter (where ms.status = 'validated' and ms.unsubscribed_at is null and ms.attendance = 1) as presences,
             count(*) filter (where ms.status = 'validated' and ms.unsubscribed_at is null and ms.attendance = 0) as absences,
             count(*) filter (where ms.status = 'validated' and ms.unsubscribed_at is not null) as unsubscriptions
      from meeting_subscriptions ms where ms.user_id = ${userId}`;

/**
 * One statement: the page of members (role user, not archived) is chosen first, then each of
 * its rows is read by key and gets its questionnaire dates and counts from lateral subqueries
 * on the indexes (survey_sessions by user, read once for both dates; meeting_subscriptions by
 * user), so the cost follows the page size, not the history. Counts in ADR 036. Prepared once
 * per shape (ADR 055).
 */
const membersPage = preparedShapes('users_list_members', (db, shape: Shape) =>
  rawStatement<MemberRow>(
    db,
    sql`
    with ${chosenMembers(db, shape)}
    select u.id, ${isoText(sql`u.created_at`)} as created_at, u.code, u.member_code, u.lastname, u.firstname, u.email,
           ${isoText(sql`answered.qpr`)} as last_qpr, ${isoText(sql`answered.qsat`)} as last_qsat,
           coalesce(counts.subscriptions, 0)::int as subscriptions_count,
           coalesce(counts.presences, 0)::int as presences_count,
           coalesce(counts.absences, 0)::int as absences_count,
           coalesce(counts.unsubscriptions, 0)::int as unsubscriptions_count,
           c.total::int as total
    from chosen c cross join lateral (select * from users where users.id = c.id offset 0) u
    left join lateral (
      select max(ss.created_at) filter (where s.ref = any(${`{${PROFILE_SURVEYS.join(',')}}`}::text[])) as qpr,
             max(ss.created_at) filter (where s.ref = 'satisfaction') as qsat
      from survey_sessions ss join surveys s on s.id = ss.survey_id where ss.user_id = u.id
    ) answered on true
    left join lateral (${sessionCounts(sql`u.id`)}) counts on true
    order by ${orderBy(shape.sort, shape.direction)}`,
  ),
);

export function findMembers(db: Db, filter: MemberFilter, page: MemberPage): Promise<MemberRow[]> {
  const { workshops } = filter;
  const shape: Shape = {
    byName: Boolean(filter.name),
    byWorkshops: workshops === undefined ? null : 'ids' in workshops ? 'ids' : 'runBy',
    sort: page.sort,
    direction: page.direction,
    limited: page.limit !== null,
  };
  const values = {
    pattern: filter.name ? `%${escapeLike(filter.name)}%` : undefined,
    workshopIds: workshops && 'ids' in workshops ? workshops.ids : undefined,
    proId: workshops && 'runBy' in workshops ? workshops.runBy : undefined,
    at: workshops && 'runBy' in workshops ? workshops.at.toISOString() : undefined,
    limit: page.limit,
    offset: page.offset,
  };
  return membersPage(db, JSON.stringify(shape), shape, values);
}

/** How many members match, for a page past the last one (no row to read `total` from). */
export async function countMembers(db: Db, filter: MemberFilter): Promise<number> {
  const rows = await findMembers(db, filter, { sort: 'created_at', direction: 'desc', limit: 1, offset: 0 });
  return rows[0]?.total ?? 0;
}

/** A person's places (left ones aside), newest first, with their workshop: the user card and the staff's page of a person. */
export function findSubscriptionsWithWorkshop(db: Db, userId: number, limit?: number) {
  const query = db
    .select({
      id: meetingSubscriptions.id,
      meetingId: meetingSubscriptions.meetingId,
      status: meetingSubscriptions.status,
      attendance: meetingSubscriptions.attendance,
      createdAt: meetingSubscriptions.createdAt,
      start: meetings.start,
      end: meetings.end,
      type: meetings.type,
      sequence: meetings.sequence,
      workshopId: workshops.id,
      workshopName: workshops.name,
      workshopType: workshops.workshopType,
      isAja: workshops.isAja,
    })
    .from(meetingSubscriptions)
    .innerJoin(meetings, eq(meetings.id, meetingSubscriptions.meetingId))
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(and(eq(meetingSubscriptions.userId, userId), isNull(meetingSubscriptions.unsubscribedAt)))
    .orderBy(desc(meetings.start), desc(meetings.id))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

const sessionCountsOf = preparedQuery('user_session_counts', (db) =>
  rawStatement<SessionCounts>(
    db,
    sql`select subscriptions::int as subscriptions_count, presences::int as presences_count,
      absences::int as absences_count, unsubscriptions::int as unsubscriptions_count
    from (${sessionCounts(param('userId'))}) counts`,
  ),
);

/** The counts « Mes adhérents » shows, for one person (GET /api/users/{id}). */
export async function findSessionCounts(db: Db, userId: number): Promise<SessionCounts> {
  const [counts] = await sessionCountsOf(db, { userId });
  return counts!;
}
