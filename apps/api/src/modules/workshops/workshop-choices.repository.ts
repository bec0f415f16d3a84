import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetings, users, workshops } from '../../db/schema/index.ts';
import type { Upcoming } from './upcoming.ts';

export async function findWorkshop(db: Db, workshopId: number) {
  const [row] = await db.select().from(workshops).where(eq(workshops.id, workshopId)).limit(1);
  return row;
}

const activeOf = (isAja: boolean | undefined): SQL | undefined =>
  and(eq(workshops.active, true), isAja === undefined ? undefined : eq(workshops.isAja, isAja));

/** The distinct sequences of the upcoming sessions of active workshops (of one programme when given). */
export async function findUpcomingSequences(db: Db, isAja: boolean | undefined, upcoming: Upcoming): Promise<number[]> {
  const rows = await db
    .selectDistinct({ sequence: meetings.sequence })
    .from(meetings)
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(and(activeOf(isAja), gt(upcoming.until === 'start' ? meetings.start : meetings.end, upcoming.now)))
    .orderBy(asc(meetings.sequence));
  return rows.map((row) => row.sequence);
}

/** The pros who own or co-run an active workshop (of one programme when given), once each. */
export function findWorkshopProNames(db: Db, isAja: boolean | undefined) {
  return db
    .selectDistinct({ id: users.id, firstname: users.firstname })
    .from(users)
    .innerJoin(workshops, or(eq(workshops.userId, users.id), eq(workshops.secondaryProId, users.id)))
    .where(activeOf(isAja));
}
