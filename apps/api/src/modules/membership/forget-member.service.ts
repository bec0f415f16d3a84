/**
 * What membership forgets of a person who deletes her account (issue #38, ADR 077): the staff's
 * notes on her memberships. Payments and tax receipts stay: they are accounting records the law
 * keeps (a receipt with the donor's name and address, as issued).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships } from '../../db/schema/index.ts';

export async function forgetMemberInMembership(tx: Db, userId: number): Promise<void> {
  await tx.update(memberships).set({ note: null }).where(eq(memberships.userId, userId));
}
