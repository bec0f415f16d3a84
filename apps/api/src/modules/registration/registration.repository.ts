import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, payments, surveys, surveySessions, users, type NewUser } from '../../db/schema/index.ts';

export function findUser(db: Db, userId: number) {
  return db.query.users.findFirst({ where: eq(users.id, userId) });
}

/** The user's row, locked until the transaction ends: one registration change at a time. */
export async function lockUser(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

/** How many young people name this carer (the profile's aja_assisted_nb). */
export async function countAssistedYoung(db: Db, carerId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.assistantId, carerId));
  return row?.value ?? 0;
}

export async function insertUser(db: Db, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function updateUser(db: Db, userId: number, values: Partial<NewUser>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

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

/** Young people this carer registered who never opened their account (no password yet). */
export function findInvitedYoungOf(db: Db, carerId: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.assistantId, carerId), eq(users.isInvited, true), isNull(users.passwordHash)));
}

/** Another young person than `youngId` naming this carer. */
export async function hasOtherYoung(db: Db, carerId: number, youngId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.assistantId, carerId), ne(users.id, youngId)))
    .limit(1);
  return row !== undefined;
}

export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}
