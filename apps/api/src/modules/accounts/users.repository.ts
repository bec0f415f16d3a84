import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { param, preparedQuery } from '../../db/prepared.ts';
import { carerLinkRequests, users, type NewUser } from '../../db/schema/index.ts';
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

export async function isEmailTaken(db: Db, email: string, exceptUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

export async function updateUser(db: Db, userId: number, values: Partial<NewUser>) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function insertUser(db: Db, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user not inserted');
  return row;
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
