import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { planningWeeks, workshops } from '../../../db/schema/index.ts';

/** The workshop's address as its sessions show it: « 12 rue X, 75011 Paris », the access details after. */
export async function findWorkshopAddress(db: Db, workshopId: number): Promise<string | null> {
  const [row] = await db
    .select({ street: workshops.street, zip: workshops.zip, city: workshops.city, info: workshops.infoAddress })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  if (!row) return null;
  const town = [row.zip, row.city].filter(Boolean).join(' ');
  const address = [row.street, town, row.info].filter((part) => part && part.trim()).join(', ');
  return address || null;
}

/** The planned sequences of some ISO weeks of one programme, keyed `year-week`. */
export async function findPlannedSequences(
  db: Db,
  isAja: boolean,
  weeks: { year: number; week: number }[],
): Promise<Map<string, number>> {
  const years = [...new Set(weeks.map((week) => week.year))];
  if (years.length === 0) return new Map();
  const rows = await db
    .select({ year: planningWeeks.year, week: planningWeeks.weekNumber, sequence: planningWeeks.sequence })
    .from(planningWeeks)
    .where(and(eq(planningWeeks.isAja, isAja), inArray(planningWeeks.year, years)));
  return new Map(rows.map((row) => [`${row.year}-${row.week}`, row.sequence]));
}
