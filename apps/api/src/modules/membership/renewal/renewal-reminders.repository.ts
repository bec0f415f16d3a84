import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { memberships, partners, users } from '../../../db/schema/index.ts';

const dayMs = 24 * 3600_000;

/**
 * The memberships whose reminder at `days` before their end is due at `now`: due since less than
 * the grace (a pass missed is made up for, not sent weeks late) and not yet overtaken by the next
 * delay. Only the person's latest membership: once renewed, nothing more is sent.
 */
export function findDueRenewals(db: Db, now: Date, window: { days: number; laterDays: number; graceDays: number }) {
  const endBy = new Date(now.getTime() + window.days * dayMs);
  const endAfter = new Date(now.getTime() + Math.max(window.laterDays, window.days - window.graceDays) * dayMs);
  return db
    .select({
      membershipId: memberships.id,
      end: memberships.end,
      source: memberships.source,
      partnerName: partners.name,
      member: { id: users.id, email: users.email, firstname: users.firstname, role: users.role, isAja: users.isAja },
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(partners, eq(partners.id, memberships.partnerId))
    .where(
      and(
        lte(memberships.end, endBy),
        gt(memberships.end, endAfter),
        eq(users.isArchived, false),
        sql`not exists (select 1 from ${memberships} later
              where later.user_id = ${memberships.userId} and later."end" > ${memberships.end})`,
      ),
    )
    .orderBy(memberships.end, memberships.id);
}
