import { and, count, eq, inArray, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { param, preparedQuery } from '../../db/prepared.ts';
import { carerLinkRequests, users, type NewUser, type User } from '../../db/schema/index.ts';
import { spendLink } from './single-use-links.repository.ts';

/** Read by every profile request: a prepared statement (ADR 051). */
const userById = preparedQuery('user_by_id', (db) =>
  db.query.users.findFirst({ where: eq(users.id, param('userId')) }),
);

export function findUserById(db: Db, userId: number) {
  return userById(db, { userId });
}

/** E-mails are stored lower-cased: the one typed is compared the same way. */
export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email.trim().toLowerCase()) });
}

/**
 * The person's row, locked (`for update`) until the transaction ends: one registration or
 * membership decision at a time per person, and an archiving under way is waited for.
 */
export async function lockUser(db: Db, userId: number): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** An account other than `exceptUserId` (when given) has this address, compared as given. */
export async function isEmailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

/** The row as written, or undefined when there is no such person. */
export async function updateUser(db: Db, userId: number, values: Partial<NewUser>): Promise<User | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

export async function insertUser(db: Db, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** How many young people name this carer (the profile's aja_assisted_nb). */
export async function countAssistedYoung(db: Db, carerId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users).where(eq(users.assistantId, carerId));
  return row?.value ?? 0;
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

export async function insertCarerLinkRequest(
  db: Db,
  request: { youngId: number; carerId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(carerLinkRequests).values(request);
}

export async function findCarerLinkRequest(db: Db, tokenHash: string) {
  const [row] = await db.select().from(carerLinkRequests).where(eq(carerLinkRequests.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Single use (see spendLink). */
export function spendCarerLinkRequest(db: Db, id: number, now: Date): Promise<boolean> {
  return spendLink(db, carerLinkRequests, id, now);
}

/** Ends every acceptance link of the young person's not yet used: none can link a carer any more. */
export async function endCarerLinkRequests(db: Db, youngId: number, now: Date): Promise<void> {
  await db
    .update(carerLinkRequests)
    .set({ expiresAt: now })
    .where(
      and(
        eq(carerLinkRequests.youngId, youngId),
        isNull(carerLinkRequests.usedAt),
        gt(carerLinkRequests.expiresAt, now),
      ),
    );
}

/** Links the carer unless the young person already has one; false then. */
export async function linkCarerIfNone(db: Db, youngId: number, carerId: number): Promise<boolean> {
  const linked = await db
    .update(users)
    .set({ assistantId: carerId })
    .where(and(eq(users.id, youngId), isNull(users.assistantId)))
    .returning({ id: users.id });
  return linked.length === 1;
}

/** People by id: the names, addresses and roles others print or write to. */
export function findPeople(db: Db, userIds: number[]) {
  return db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}
