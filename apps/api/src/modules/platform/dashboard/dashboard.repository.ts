import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { isPremiumAt } from '../../../db/person-facts.ts';
import { users } from '../../../db/schema/index.ts';

/** The start of the current month on the Paris clock, as an instant. */
const parisMonthStart = sql`(date_trunc('month', now() at time zone 'Europe/Paris') at time zone 'Europe/Paris')`;

type Figures = {
  premium_members: number;
  new_members: number;
  payments_count: number;
  payments_cents: number;
  waiting_list: number;
  outbox_failures: number;
};

/**
 * Every count of the dashboard in one round trip (ADR 041). A new member is one whose first
 * membership was recorded this month; a failed e-mail is one given up after its attempts.
 */
export async function countFigures(db: Db): Promise<Figures> {
  const result = (await db.execute(sql`
    select
      (select count(*) from ${users} where not ${users.isArchived} and ${isPremiumAt(users.id, sql`now()`)}) as premium_members,
      (select count(*) from (select user_id from memberships group by user_id having min(created_at) >= ${parisMonthStart}) first_memberships) as new_members,
      (select count(*) from payments where status = 'paid' and not sandbox and paid_at >= ${parisMonthStart}) as payments_count,
      (select coalesce(sum(total_cents), 0) from payments where status = 'paid' and not sandbox and paid_at >= ${parisMonthStart}) as payments_cents,
      (select count(*) from meeting_subscriptions s join meetings m on m.id = s.meeting_id
        where s.status = 'waiting' and s.unsubscribed_at is null and m.start > now()) as waiting_list,
      (select count(*) from mail_outbox where sent_at is null and error is not null and next_attempt_at is null) as outbox_failures
  `)) as { rows: Record<keyof Figures, string | number>[] };
  const row = result.rows[0];
  if (!row) throw new Error('dashboard: no row');
  const figure = (key: keyof Figures) => Number(row[key]);
  return {
    premium_members: figure('premium_members'),
    new_members: figure('new_members'),
    payments_count: figure('payments_count'),
    payments_cents: figure('payments_cents'),
    waiting_list: figure('waiting_list'),
    outbox_failures: figure('outbox_failures'),
  };
}

const nextThirtyDays = sql`m.start > now() and m.start <= now() + interval '30 days'`;

/** Sessions of the next 30 days: how many, their places and places taken, in one aggregate. */
export async function sumUpcomingSessions(db: Db) {
  const result = (await db.execute(sql`
    select count(*)::int as count, coalesce(sum(m.places), 0)::int as places, coalesce(sum(m.taken_places), 0)::int as validated
    from meetings m where ${nextThirtyDays}
  `)) as { rows: { count: number; places: number; validated: number }[] };
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), places: Number(row?.places ?? 0), validated: Number(row?.validated ?? 0) };
}

/** The first `limit` of those sessions, soonest first, with their places taken and waiting. */
export async function findUpcomingSessions(db: Db, limit: number) {
  const result = (await db.execute(sql`
    select m.id, m.workshop_id, w.name as workshop_name, m.start, m.places, m.taken_places as validated,
      (select count(*) from meeting_subscriptions s where s.meeting_id = m.id and s.status = 'waiting' and s.unsubscribed_at is null) as waiting
    from meetings m join workshops w on w.id = m.workshop_id
    where ${nextThirtyDays}
    order by m.start, m.id
    limit ${limit}
  `)) as {
    rows: {
      id: number;
      workshop_id: number;
      workshop_name: string;
      start: string | Date;
      places: number;
      validated: number;
      waiting: string | number;
    }[];
  };
  return result.rows.map((row) => ({ ...row, start: new Date(row.start).toISOString(), waiting: Number(row.waiting) }));
}
