import { and, eq, exists, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared.ts';
import { substitutions, workshops } from '../../db/schema/index.ts';

/**
 * The workshops a pro runs at `at` (P2 §6): as owner, as secondary pro, or as substitute
 * between the substitution's start and end. The one definition for rights and lists.
 */
export function runBy(db: Db, proId: number, at: Date): SQL {
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

export async function findWorkshopIdsRunBy(db: Db, proId: number, at: Date): Promise<number[]> {
  // Read on every request of a pro's screens: parsed once per connection.
  const rows = await runPrepared(db.select({ id: workshops.id }).from(workshops).where(runBy(db, proId, at)));
  return rows.map((row) => row.id);
}

export async function isRunBy(db: Db, workshopId: number, proId: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: workshops.id })
    .from(workshops)
    .where(and(eq(workshops.id, workshopId), runBy(db, proId, at)))
    .limit(1);
  return row !== undefined;
}
