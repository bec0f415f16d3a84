import { and, asc, eq, isNotNull, isNull, lt, lte, ne, not, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { isPremiumAt } from '../../../db/person-facts.ts';
import { users } from '../../../db/schema/index.ts';

const columns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  lastActiveAt: users.lastActiveAt,
};
export type RetainedPerson = {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  lastActiveAt: Date | null;
};

/** An account never used (an invitation never taken up) counts from its creation. */
const lastActive = sql<Date>`coalesce(${users.lastActiveAt}, ${users.createdAt})`;

/** Accounts still there, not the staff's, with no membership running now: the ones retention looks at. */
const retainable = (now: Date) =>
  and(isNull(users.deletedAt), ne(users.role, 'admin'), not(isPremiumAt(users.id, now)));

/** Unused since `warnBefore` and not warned yet. */
export function findToWarn(db: Db, now: Date, warnBefore: Date): Promise<RetainedPerson[]> {
  return db
    .select(columns)
    .from(users)
    .where(and(retainable(now), lt(lastActive, warnBefore), isNull(users.inactivityWarnedAt)))
    .orderBy(asc(lastActive), asc(users.id));
}

/** Unused since `inactiveBefore` and warned at least the warning's delay ago. */
export function findToAnonymise(
  db: Db,
  now: Date,
  inactiveBefore: Date,
  warnedBefore: Date,
): Promise<RetainedPerson[]> {
  return db
    .select(columns)
    .from(users)
    .where(
      and(
        retainable(now),
        lt(lastActive, inactiveBefore),
        isNotNull(users.inactivityWarnedAt),
        lte(users.inactivityWarnedAt, warnedBefore),
      ),
    )
    .orderBy(asc(lastActive), asc(users.id));
}

export async function markWarned(tx: Db, userId: number, now: Date): Promise<void> {
  await tx.update(users).set({ inactivityWarnedAt: now }).where(eq(users.id, userId));
}
