import { and, eq, exists, gte, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { param, preparedQuery } from '../../db/prepared.ts';
import { substitutions, workshopMembers, workshops } from '../../db/schema/index.ts';

/**
 * The workshops a pro runs at `at` (P2 §6): as owner, as secondary pro, or as substitute
 * between the substitution's start and end. The one definition for rights and lists.
 */
export function runBy(db: Db, proId: number | SQLWrapper, at: Date | SQLWrapper): SQL {
  return or(
    eq(workshops.userId, proId),
    eq(workshops.secondaryProId, proId),
    exists(
      db
        .select({ one: sql`1` })
        .from(substitutions)
        .where(
          and(
            eq(substitutions.workshopId, workshops.id),
            eq(substitutions.userId, proId),
            lte(substitutions.start, at),
            gte(substitutions.end, at),
          ),
        ),
    ),
  ) as SQL;
}

/**
 * The ids of the workshops a pro runs at `at`, as a query to read or to nest in another
 * statement. The rule of runBy, written as one branch per role so each reads its own index
 * (workshops_user_idx, workshops_secondary_pro_idx, substitutions_user_end_idx) instead of
 * testing every workshop against the three.
 */
export function workshopIdsRunByQuery(db: Db, pro: SQLWrapper, at: SQLWrapper) {
  const owned = db.select({ id: workshops.id }).from(workshops).where(eq(workshops.userId, pro));
  const seconded = db.select({ id: workshops.id }).from(workshops).where(eq(workshops.secondaryProId, pro));
  const substituted = db
    .select({ id: substitutions.workshopId })
    .from(substitutions)
    .where(and(eq(substitutions.userId, pro), lte(substitutions.start, at), gte(substitutions.end, at)));
  return union(owned, seconded, substituted);
}

// Read on every request of a pro's screens (ADR 051, 055).
const workshopIdsRunBy = preparedQuery('workshop_ids_run_by', (db) =>
  workshopIdsRunByQuery(db, param('proId'), param('at')),
);

export async function findWorkshopIdsRunBy(db: Db, proId: number, at: Date): Promise<number[]> {
  const rows = await workshopIdsRunBy(db, { proId, at: at.toISOString() });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const workshopRunBy = preparedQuery('workshop_run_by', (db) =>
  db
    .select({ id: workshops.id })
    .from(workshops)
    .where(and(eq(workshops.id, param('workshopId')), runBy(db, param('proId'), param('at'))))
    .limit(1),
);

export async function isRunBy(db: Db, workshopId: number, proId: number, at: Date): Promise<boolean> {
  const [row] = await workshopRunBy(db, { workshopId, proId, at: at.toISOString() });
  return row !== undefined;
}

/** A workshop run by the pro at `at` in which the member has (or had) a place (workshop_members). */
const workshopOfMemberRunBy = preparedQuery('workshop_of_member_run_by', (db) =>
  db
    .select({ id: workshops.id })
    .from(workshops)
    .innerJoin(
      workshopMembers,
      and(eq(workshopMembers.workshopId, workshops.id), eq(workshopMembers.userId, param('memberId'))),
    )
    .where(runBy(db, param('proId'), param('at')))
    .limit(1),
);

export async function runsWorkshopOfMember(db: Db, proId: number, memberId: number, at: Date): Promise<boolean> {
  const [row] = await workshopOfMemberRunBy(db, { proId, memberId, at: at.toISOString() });
  return row !== undefined;
}
