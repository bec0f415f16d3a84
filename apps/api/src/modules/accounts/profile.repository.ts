import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { param, preparedQuery } from '../../db/prepared.ts';
import {
  meetings,
  meetingSubscriptions,
  memberships,
  oauthAccessTokens,
  proStatuses,
  surveys,
  surveySessions,
  users,
} from '../../db/schema/index.ts';

/**
 * What the access rules read of a person (archived accounts have none): role and AJA role,
 * whether a membership period runs at `now`, and the current pro status. `from` gives the
 * statement its start: the person by id, or the person a live access token belongs to.
 */
function accessFactsQuery(db: Db) {
  const period = db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(eq(memberships.userId, users.id), lte(memberships.start, param('now')), gt(memberships.end, param('now'))),
    )
    .limit(1)
    .as('running_period');
  const status = db
    .select({ type: proStatuses.type, isBlocked: proStatuses.isBlocked })
    .from(proStatuses)
    .where(
      and(
        eq(proStatuses.userId, users.id),
        lte(proStatuses.start, param('now')),
        or(isNull(proStatuses.end), gt(proStatuses.end, param('now'))),
      ),
    )
    .orderBy(desc(proStatuses.start))
    .limit(1)
    .as('current_status');
  const facts = {
    id: users.id,
    role: users.role,
    isAja: users.isAja,
    ajaRole: users.ajaRole,
    periodId: period.id,
    proStatusType: status.type,
    proStatusBlocked: status.isBlocked,
  };
  return { period, status, facts };
}

const accessFacts = preparedQuery('auth_access_facts', (db) => {
  const { period, status, facts } = accessFactsQuery(db);
  return db
    .select(facts)
    .from(users)
    .leftJoinLateral(period, sql`true`)
    .leftJoinLateral(status, sql`true`)
    .where(and(eq(users.id, param('userId')), eq(users.isArchived, false)));
});

export async function findAccessFacts(db: Db, userId: number, now: Date) {
  const [row] = await accessFacts(db, { userId, now: now.toISOString() });
  return row;
}

// Every signed-in request reads it first: the token and its person in one statement (ADR 055).
const sessionFacts = preparedQuery('auth_session_facts', (db) => {
  const { period, status, facts } = accessFactsQuery(db);
  return db
    .select({ ...facts, tokenId: oauthAccessTokens.id, familyId: oauthAccessTokens.familyId })
    .from(oauthAccessTokens)
    .innerJoin(users, eq(users.id, oauthAccessTokens.userId))
    .leftJoinLateral(period, sql`true`)
    .leftJoinLateral(status, sql`true`)
    .where(
      and(
        eq(oauthAccessTokens.tokenHash, param('tokenHash')),
        isNull(oauthAccessTokens.revokedAt),
        gt(oauthAccessTokens.expiresAt, param('now')),
        eq(users.isArchived, false),
      ),
    )
    .limit(1);
});

/** The access facts of the person a live access token (not revoked, not expired) belongs to. */
export async function findSessionFacts(db: Db, tokenHash: string, now: Date) {
  const [row] = await sessionFacts(db, { tokenHash, now: now.toISOString() });
  return row;
}

/** Periods still running or to come, oldest first: the current one and any renewal. */
const openMemberships = preparedQuery('profile_open_memberships', (db) =>
  db
    .select({ start: memberships.start, end: memberships.end })
    .from(memberships)
    .where(and(eq(memberships.userId, param('userId')), gt(memberships.end, param('now'))))
    .orderBy(memberships.start),
);

export function findOpenMemberships(db: Db, userId: number, now: Date) {
  return openMemberships(db, { userId, now: now.toISOString() });
}

const currentProStatus = preparedQuery('profile_current_pro_status', (db) =>
  db
    .select({ type: proStatuses.type, isBlocked: proStatuses.isBlocked })
    .from(proStatuses)
    .where(
      and(
        eq(proStatuses.userId, param('userId')),
        lte(proStatuses.start, param('now')),
        or(isNull(proStatuses.end), gt(proStatuses.end, param('now'))),
      ),
    )
    .orderBy(desc(proStatuses.start))
    .limit(1),
);

export async function findCurrentProStatus(db: Db, userId: number, now: Date) {
  const [status] = await currentProStatus(db, { userId, now: now.toISOString() });
  return status;
}

/** The newest answer to each questionnaire the user filled in. */
const lastSurveyDates = preparedQuery('profile_last_survey_dates', (db) =>
  db
    .select({ ref: surveys.ref, last: sql<string>`max(${surveySessions.createdAt})` })
    .from(surveySessions)
    .innerJoin(surveys, eq(surveys.id, surveySessions.surveyId))
    .where(eq(surveySessions.userId, param('userId')))
    .groupBy(surveys.ref),
);

export async function findLastSurveyDates(db: Db, userId: number): Promise<Map<string, Date>> {
  const rows = await lastSurveyDates(db, { userId });
  return new Map(rows.map((row) => [row.ref, new Date(row.last)]));
}

/** Starts of the sessions the user attended, oldest first. */
const attendedMeetingStarts = preparedQuery('profile_attended_meeting_starts', (db) =>
  db
    .select({ start: meetings.start })
    .from(meetingSubscriptions)
    .innerJoin(meetings, eq(meetings.id, meetingSubscriptions.meetingId))
    .where(and(eq(meetingSubscriptions.userId, param('userId')), eq(meetingSubscriptions.attendance, 1)))
    .orderBy(meetings.start),
);

export async function findAttendedMeetingStarts(db: Db, userId: number): Promise<Date[]> {
  const rows = await attendedMeetingStarts(db, { userId });
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
