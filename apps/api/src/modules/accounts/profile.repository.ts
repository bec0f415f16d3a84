import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared.ts';
import {
  meetings,
  meetingSubscriptions,
  memberships,
  proStatuses,
  surveys,
  surveySessions,
  users,
} from '../../db/schema/index.ts';

/**
 * What the access rules read of a person, in one statement: role and AJA role, whether a
 * membership period runs at `now`, and the current pro status. Archived accounts have none.
 */
export async function findAccessFacts(db: Db, userId: number, now: Date) {
  const period = db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, users.id), lte(memberships.start, now), gt(memberships.end, now)))
    .limit(1)
    .as('running_period');
  const status = db
    .select({ type: proStatuses.type, isBlocked: proStatuses.isBlocked })
    .from(proStatuses)
    .where(and(eq(proStatuses.userId, users.id), lte(proStatuses.start, now), or(isNull(proStatuses.end), gt(proStatuses.end, now))))
    .orderBy(desc(proStatuses.start))
    .limit(1)
    .as('current_status');
  const [row] = await runPrepared(db
    .select({
      id: users.id,
      role: users.role,
      isAja: users.isAja,
      ajaRole: users.ajaRole,
      periodId: period.id,
      proStatusType: status.type,
      proStatusBlocked: status.isBlocked,
    })
    .from(users)
    .leftJoinLateral(period, sql`true`)
    .leftJoinLateral(status, sql`true`)
    .where(and(eq(users.id, userId), eq(users.isArchived, false))));
  return row;
}

/** Periods still running or to come, oldest first: the current one and any renewal. */
export function findOpenMemberships(db: Db, userId: number, now: Date) {
  return runPrepared(
    db
      .select({ start: memberships.start, end: memberships.end })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), gt(memberships.end, now)))
      .orderBy(memberships.start),
  );
}

export async function findCurrentProStatus(db: Db, userId: number, now: Date) {
  const [status] = await runPrepared(
    db
      .select({ type: proStatuses.type, isBlocked: proStatuses.isBlocked })
      .from(proStatuses)
      .where(and(eq(proStatuses.userId, userId), lte(proStatuses.start, now), or(isNull(proStatuses.end), gt(proStatuses.end, now))))
      .orderBy(desc(proStatuses.start))
      .limit(1),
  );
  return status;
}

/** The newest answer to each questionnaire the user filled in. */
export async function findLastSurveyDates(db: Db, userId: number): Promise<Map<string, Date>> {
  const rows = await runPrepared(
    db
      .select({ ref: surveys.ref, last: sql<string>`max(${surveySessions.createdAt})` })
      .from(surveySessions)
      .innerJoin(surveys, eq(surveys.id, surveySessions.surveyId))
      .where(eq(surveySessions.userId, userId))
      .groupBy(surveys.ref),
  );
  return new Map(rows.map((row) => [row.ref, new Date(row.last)]));
}

/** Starts of the sessions the user attended, oldest first. */
export async function findAttendedMeetingStarts(db: Db, userId: number): Promise<Date[]> {
  const rows = await runPrepared(
    db
      .select({ start: meetings.start })
      .from(meetingSubscriptions)
      .innerJoin(meetings, eq(meetings.id, meetingSubscriptions.meetingId))
      .where(and(eq(meetingSubscriptions.userId, userId), eq(meetingSubscriptions.attendance, 1)))
      .orderBy(meetings.start),
  );
  return rows.map((row) => row.start);
}

export function findAssistant(db: Db, assistantId: number) {
  return db.query.users.findFirst({
    where: eq(users.id, assistantId),
    columns: { id: true, firstname: true, lastname: true, email: true },
  });
}

export async function countAssistedYoung(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.assistantId, userId));
  return row?.value ?? 0;
}

