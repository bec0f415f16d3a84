import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { meetings, meetingSubscriptions, substitutions, users, workshops } from '../../../db/schema/index.ts';
import { mailSessionColumns, type MailPerson, type MailSession } from './session-mails.repository.ts';

export type SessionRun = {
  pro: MailPerson;
  session: MailSession;
  participants: Pick<MailPerson, 'firstname' | 'lastname'>[];
  waitingCount: number;
};

/**
 * Sessions starting in [from, to), once for each pro running them: the workshop's owner and
 * second pro, and the substitutes whose period covers the start; with their participants.
 */
export async function findTomorrowRuns(db: Db, from: Date, to: Date): Promise<SessionRun[]> {
  const sessions = await db
    .select({ ...mailSessionColumns, ownerId: workshops.userId, secondaryProId: workshops.secondaryProId })
    .from(meetings)
    .innerJoin(workshops, eq(workshops.id, meetings.workshopId))
    .where(and(gte(meetings.start, from), lt(meetings.start, to), eq(workshops.active, true)))
    .orderBy(asc(meetings.start), asc(meetings.id));
  if (sessions.length === 0) return [];
  const meetingIds = sessions.map((session) => session.id);
  const workshopIds = [...new Set(sessions.map((session) => session.workshopId))];
  const [stands, people] = await Promise.all([
    db
      .select({
        workshopId: substitutions.workshopId,
        userId: substitutions.userId,
        start: substitutions.start,
        end: substitutions.end,
      })
      .from(substitutions)
      .where(
        and(inArray(substitutions.workshopId, workshopIds), lte(substitutions.start, to), gt(substitutions.end, from)),
      ),
    db
      .select({
        meetingId: meetingSubscriptions.meetingId,
        status: meetingSubscriptions.status,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(meetingSubscriptions)
      .innerJoin(users, eq(users.id, meetingSubscriptions.userId))
      .where(and(inArray(meetingSubscriptions.meetingId, meetingIds), isNull(meetingSubscriptions.unsubscribedAt)))
      .orderBy(asc(users.lastname), asc(users.firstname)),
  ]);
  const proIds = new Set<number>();
  const runners = new Map<number, number[]>();
  for (const session of sessions) {
    const ids = [session.ownerId, session.secondaryProId]
      .concat(
        stands
          .filter(
            (stand) =>
              stand.workshopId === session.workshopId && stand.start <= session.start && stand.end > session.start,
          )
          .map((stand) => stand.userId),
      )
      .filter((id): id is number => id !== null);
    runners.set(session.id, [...new Set(ids)]);
    ids.forEach((id) => proIds.add(id));
  }
  const pros = await db
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(
      and(
        inArray(users.id, [...proIds]),
        or(eq(users.role, 'pro'), eq(users.role, 'admin')),
        eq(users.isArchived, false),
      ),
    );
  return sessions.flatMap((session) => {
    const here = people.filter((person) => person.meetingId === session.id);
    const participants = here.filter((person) => person.status === 'validated');
    return (runners.get(session.id) ?? []).flatMap((proId) => {
      const pro = pros.find((row) => row.id === proId);
      return pro ? [{ pro, session, participants, waitingCount: here.length - participants.length }] : [];
    });
  });
}
