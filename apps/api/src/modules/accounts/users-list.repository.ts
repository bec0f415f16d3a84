import { sql, type SQL } from 'drizzle-orm';
import type { UserSortColumn } from '@plateforme/shared/accounts/users-list.schemas';
import type { Db } from '../../db/client.ts';
import { param, preparedShapes, rawStatement } from '../../db/prepared.ts';
import { escapeLike } from '../../lib/like-pattern.ts';

export type MemberFilter = {
  /** Part of the first name, last name or e-mail, already folded (foldForSearch). */
  name?: string;
  /** Members who took part in (subscribed to a session of) one of these workshops; undefined: everyone. */
  workshopIds?: number[];
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
  created_at: string;
  code: string | null;
  member_code: string | null;
  lastname: string;
  firstname: string;
  email: string;
  last_qpr: string | null;
  last_qsat: string | null;
  subscriptions_count: number;
  presences_count: number;
  absences_count: number;
  unsubscriptions_count: number;
  total: number;
};

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
  const column = { created_at: sql`u.created_at`, lastname: sql`lower(u.lastname)`, firstname: sql`lower(u.firstname)` }[sort];
  return sql`${column} ${dir}, u.id ${dir}`;
};

type Shape = { byName: boolean; byWorkshops: boolean; sort: UserSortColumn; direction: 'asc' | 'desc'; limited: boolean };

/**
 * One statement: the page of members (role user, not archived) is chosen first, then each of
 * its rows gets its questionnaire dates and counts from lateral subqueries on the indexes
 * (survey_sessions by user, meeting_subscriptions by user), so the cost follows the page
 * size, not the history. Counts in ADR 036. Prepared once per shape (ADR 055).
 */
const membersPage = preparedShapes('users_list_members', (db, shape: Shape) => {
  const conditions: SQL[] = [sql`u.role = 'user'`, sql`not u.is_archived`];
  if (shape.byName) {
    const pattern = param('pattern');
    conditions.push(sql`(${folded(sql`u.firstname`)} like ${pattern} or ${folded(sql`u.lastname`)} like ${pattern} or ${folded(sql`u.email`)} like ${pattern})`);
  }
  // workshop_members holds one row per member and workshop (ADR 036): a pro's few hundred
  // members are read there first (materialized, so the planner starts from them rather than
  // walking every member), not from their thousands of subscriptions. Each is then read by
  // its key (the lateral `offset 0` keeps the planner from hashing the whole users table).
  const members = shape.byWorkshops
    ? sql`members as materialized (select distinct wm.user_id from workshop_members wm where wm.workshop_id = any(${param('workshopIds')})),`
    : sql``;
  const fromMembers = shape.byWorkshops
    ? sql`members cross join lateral (select * from users where users.id = members.user_id offset 0) u`
    : sql`users u`;
  const limit = shape.limited ? sql`limit ${param('limit')}` : sql``;
  return rawStatement<MemberRow>(
    db,
    sql`
    with ${members} chosen as (
      select u.id, u.created_at, u.code, u.member_code, u.lastname, u.firstname, u.email,
             count(*) over () as total
      from ${fromMembers}
      where ${sql.join(conditions, sql` and `)}
      order by ${orderBy(shape.sort, shape.direction)}
      ${limit} offset ${param('offset')}
    )
    select u.id, to_json(u.created_at)#>>'{}' as created_at, u.code, u.member_code, u.lastname, u.firstname, u.email,
           to_json(qpr.at)#>>'{}' as last_qpr, to_json(qsat.at)#>>'{}' as last_qsat,
           coalesce(counts.subscriptions, 0)::int as subscriptions_count,
           coalesce(counts.presences, 0)::int as presences_count,
           coalesce(counts.absences, 0)::int as absences_count,
           coalesce(counts.unsubscriptions, 0)::int as unsubscriptions_count,
           u.total::int as total
    from chosen u
    left join lateral (
      select max(ss.created_at) as at from survey_sessions ss join surveys s on s.id = ss.survey_id
      where ss.user_id = u.id and s.ref = any(${`{${PROFILE_SURVEYS.join(',')}}`}::text[])
    ) qpr on true
    left join lateral (
      select max(ss.created_at) as at from survey_sessions ss join surveys s on s.id = ss.survey_id
      where ss.user_id = u.id and s.ref = 'satisfaction'
    ) qsat on true
    left join lateral (
      select count(*) filter (where ms.status = 'validated' and ms.unsubscribed_at is null) as subscriptions,
             count(*) filter (where ms.status = 'validated' and ms.unsubscribed_at is null and ms.attendance = 1) as presences,
             count(*) filter (where ms.status = 'validated' and ms.unsubscribed_at is null and ms.attendance = 0) as absences,
             count(*) filter (where ms.status = 'validated' and ms.unsubscribed_at is not null) as unsubscriptions
      from meeting_subscriptions ms where ms.user_id = u.id
    ) counts on true
    order by ${orderBy(shape.sort, shape.direction)}`,
  );
});

export function findMembers(db: Db, filter: MemberFilter, page: MemberPage): Promise<MemberRow[]> {
  const shape: Shape = {
    byName: Boolean(filter.name),
    byWorkshops: filter.workshopIds !== undefined,
    sort: page.sort,
    direction: page.direction,
    limited: page.limit !== null,
  };
  const values = {
    pattern: filter.name ? `%${escapeLike(filter.name)}%` : undefined,
    workshopIds: filter.workshopIds,
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
