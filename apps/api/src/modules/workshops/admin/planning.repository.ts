import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { planningWeeks } from '../../../db/schema/index.ts';

/** The planned weeks of a programme's ISO year, locked when read inside a change. */
export function findPlannedWeeks(db: Db, isAja: boolean, year: number, lock = false) {
  const query = db
    .select({ week: planningWeeks.weekNumber, sequence: planningWeeks.sequence })
    .from(planningWeeks)
    .where(and(eq(planningWeeks.isAja, isAja), eq(planningWeeks.year, year)))
    .orderBy(planningWeeks.weekNumber);
  return lock ? query.for('update') : query;
}

export async function upsertPlannedWeek(
  tx: Db,
  isAja: boolean,
  year: number,
  weekNumber: number,
  sequence: number,
): Promise<void> {
  await tx
    .insert(planningWeeks)
    .values({ isAja, year, weekNumber, sequence })
    .onConflictDoUpdate({
      target: [planningWeeks.year, planningWeeks.weekNumber, planningWeeks.isAja],
      set: { sequence },
    });
}

export async function deletePlannedWeeks(tx: Db, isAja: boolean, year: number, weekNumbers: number[]): Promise<void> {
  if (weekNumbers.length === 0) return;
  await tx
    .delete(planningWeeks)
    .where(
      and(eq(planningWeeks.isAja, isAja), eq(planningWeeks.year, year), inArray(planningWeeks.weekNumber, weekNumbers)),
    );
}
