import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, payments, surveys, surveySessions } from '../../db/schema/index.ts';

/** True once the user answered the questionnaire `ref` at least once. */
export async function hasAnsweredSurvey(db: Db, userId: number, ref: string): Promise<boolean> {
  const [row] = await db
    .select({ id: surveySessions.id })
    .from(surveySessions)
    .innerJoin(surveys, eq(surveys.id, surveySessions.surveyId))
    .where(and(eq(surveySessions.userId, userId), eq(surveys.ref, ref)))
    .limit(1);
  return row !== undefined;
}

/** Payments are accounting records and memberships rights: an account holding either stays. */
export async function holdsPaymentsOrMemberships(db: Db, userId: number): Promise<boolean> {
  const [payment] = await db.select({ id: payments.id }).from(payments).where(eq(payments.userId, userId)).limit(1);
  if (payment) return true;
  const [membership] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .limit(1);
  return membership !== undefined;
}
