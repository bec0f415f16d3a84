import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { memberships } from '../../../db/schema/index.ts';

/** Every period of a person, oldest first: the card's dates and its check read them. */
export function findMembershipPeriods(db: Db, userId: number) {
  return db
    .select({ start: memberships.start, end: memberships.end })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.start);
}
