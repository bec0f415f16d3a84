import { and, eq, gt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { meetings, workshopListVersions } from '../../db/schema/index.ts';
import { takenPlaces } from './upcoming.ts';

/**
 * Places taken in each workshop's sessions starting after `now`, for sorting the members'
 * list (ADR 054, migration 0018). The kept total counts the sessions starting after the row's
 * `coming_since`; `shift` corrects it by the sessions between that instant and `now`: those
 * already started are taken out, those not yet counted (a `now` before it) are added. With an
 * advance every few minutes that is a short range of the start index, not every coming session.
 */
export function comingTakenPlaces(db: Db, now: SQLWrapper) {
  const kept = alias(workshopListVersions, 'coming_kept');
  const of = alias(workshopListVersions, 'coming_of');
  const start = meetings.start;
  const since = of.comingSince;
  const sinceBound = (aggregate: 'min' | 'max') =>
    sql`(select ${sql.raw(aggregate)}(${workshopListVersions.comingSince}) from ${workshopListVersions})`;
  const shift = db
    .select({
      workshopId: meetings.workshopId,
      places:
        sql<number>`sum(case when ${start} > ${since} then -${takenPlaces('meetings')} else ${takenPlaces('meetings')} end)`.as(
          'places',
        ),
    })
    .from(meetings)
    .innerJoin(of, eq(of.workshopId, meetings.workshopId))
    .where(
      and(
        gt(start, sql`least(${since}, ${now})`),
        lte(start, sql`greatest(${since}, ${now})`),
        // The same range over every workshop, for the start index to read.
        gt(start, sql`least(${sinceBound('min')}, ${now})`),
        lte(start, sql`greatest(${sinceBound('max')}, ${now})`),
      ),
    )
    .groupBy(meetings.workshopId)
    .as('coming_shift');
  const value: SQL = sql`coalesce(${kept.comingTaken}, 0) + coalesce(${shift.places}, 0)`;
  return { kept, shift, value };
}

/**
 * Moves every free workshop's `coming_since` to now (a row being written waits for the next
 * advance). Returns how many moved.
 */
export async function advanceComingPlaces(db: Db): Promise<number> {
  const result = (await db.execute(sql`select advance_coming_places() as moved`)) as { rows: { moved: number }[] };
  return Number(result.rows[0]?.moved ?? 0);
}
