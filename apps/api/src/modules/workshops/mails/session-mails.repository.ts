import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { meetings, meetingSubscriptions, sessionMailPreferences, users, workshops } from '../../../db/schema/index.ts';
import type { CalendarSession } from '../calendar/calendar-event.ts';
import { calendarSessionColumns } from '../calendar/calendar-session.columns.ts';

/** A session as its e-mails describe it. */
export type MailSession = CalendarSession & { infoAddress: string | null };

/** A person as an e-mail greets and addresses her. */
export type MailPerson = { id: number; email: string; firstname: string; lastname: string };

/** A session as its e-mails describe it: its calendar event's fields and how to get in. */
export const mailSessionColumns = { ...calendarSessionColumns, infoAddress: workshops.infoAddress };

const personColumns = { id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname };

export async function findMailSession(db: Db, meetingId: number): Promise<MailSession | undefined> {
  const [row] = await db
    .select(mailSessionColumns)
    .from(meetings)
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(eq(meetings.id, meetingId));
  return row;
}

/** One subscription row with its member and session, whatever its state now. */
export async function findMailSubscription(db: Db, subscriptionId: number) {
  const [row] = await db
    .select({
      id: meetingSubscriptions.id,
      status: meetingSubscriptions.status,
      left: sql<boolean>`${meetingSubscriptions.unsubscribedAt} is not null`,
      offeredUntil: meetingSubscriptions.offeredUntil,
      offerClosedAt: meetingSubscriptions.offerClosedAt,
      createdAt: meetingSubscriptions.createdAt,
      member: personColumns,
      session: mailSessionColumns,
    })
    .from(meetingSubscriptions)
    .innerJoin(users, eq(users.id, meetingSubscriptions.userId))
    .innerJoin(meetings, eq(meetings.id, meetingSubscriptions.meetingId))
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(eq(meetingSubscriptions.id, subscriptionId));
  return row;
}

/** 1 for the first in line: the still waiting rows of the session that joined before it. */
export async function findWaitingPosition(
  db: Db,
  subscription: { id: number; createdAt: Date; meetingId: number },
): Promise<number> {
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(meetingSubscriptions)
    .where(
      and(
        eq(meetingSubscriptions.meetingId, subscription.meetingId),
        eq(meetingSubscriptions.status, 'waiting'),
        isNull(meetingSubscriptions.unsubscribedAt),
        sql`(${meetingSubscriptions.createdAt}, ${meetingSubscriptions.id}) < (${subscription.createdAt}, ${subscription.id})`,
      ),
    );
  return (row?.ahead ?? 0) + 1;
}

/** The validated members of a session, with their subscription's id. */
export function findValidatedMembers(db: Db, meetingId: number) {
  return db
    .select({ subscriptionId: meetingSubscriptions.id, member: personColumns })
    .from(meetingSubscriptions)
    .innerJoin(users, eq(users.id, meetingSubscriptions.userId))
    .where(
      and(
        eq(meetingSubscriptions.meetingId, meetingId),
        eq(meetingSubscriptions.status, 'validated'),
        isNull(meetingSubscriptions.unsubscribedAt),
      ),
    )
    .orderBy(asc(meetingSubscriptions.createdAt), asc(meetingSubscriptions.id));
}

/**
 * The places whose reminder `hours` before the start is due at `now`: validated, not left,
 * starting within `hours` but later than `shorterHours` (then the shorter reminder is the one
 * sent), at most `graceHours` late (a pass missed while no process ran), for members who did
 * not turn that reminder off.
 */
export function findDueReminders(
  db: Db,
  now: Date,
  window: { hours: number; shorterHours: number; graceHours: number },
) {
  const inHours = (hours: number) => new Date(now.getTime() + hours * 3600_000);
  const latest = inHours(window.hours);
  const earliest = inHours(Math.max(window.shorterHours, window.hours - window.graceHours));
  return db
    .select({ subscriptionId: meetingSubscriptions.id, member: personColumns, session: mailSessionColumns })
    .from(meetingSubscriptions)
    .innerJoin(meetings, eq(meetings.id, meetingSubscriptions.meetingId))
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .innerJoin(users, eq(users.id, meetingSubscriptions.userId))
    .leftJoin(sessionMailPreferences, eq(sessionMailPreferences.userId, meetingSubscriptions.userId))
    .where(
      and(
        gt(meetings.start, earliest),
        lte(meetings.start, latest),
        eq(meetingSubscriptions.status, 'validated'),
        isNull(meetingSubscriptions.unsubscribedAt),
        // A place taken after its reminder was due has just had its confirmation.
        sql`${meetingSubscriptions.createdAt} <= ${meetings.start} - make_interval(hours => ${window.hours}::int)`,
        sql`coalesce(${sessionMailPreferences.reminders}, true)`,
        sql`not (${window.hours}::int = any(coalesce(${sessionMailPreferences.skippedReminderHours}, '{}'::int[])))`,
      ),
    )
    .orderBy(asc(meetings.start), asc(meetingSubscriptions.id));
}

/** Everyone on the session's lists, places first, each list in its order. */
export async function findSessionPeople(db: Db, meetingId: number) {
  const rows = await db
    .select({ status: meetingSubscriptions.status, member: personColumns })
    .from(meetingSubscriptions)
    .innerJoin(users, eq(users.id, meetingSubscriptions.userId))
    .where(and(eq(meetingSubscriptions.meetingId, meetingId), isNull(meetingSubscriptions.unsubscribedAt)))
    .orderBy(asc(meetingSubscriptions.status), asc(meetingSubscriptions.createdAt), asc(meetingSubscriptions.id));
  return rows.map((row) => ({ ...row.member, hadPlace: row.status === 'validated' }));
}
