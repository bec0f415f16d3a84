import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { carerLinkRequests, emailChanges, invitations, passwordResets } from '../../db/schema/index.ts';

/** The links sent by e-mail that work once, before they expire. */
type SingleUseLinks = typeof emailChanges | typeof passwordResets | typeof invitations | typeof carerLinkRequests;

/** Single use: false when the link was already used (or expired) by the time we got to it. */
export async function spendLink(db: Db, links: SingleUseLinks, id: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(links)
    .set({ usedAt: now })
    .where(and(eq(links.id, id), isNull(links.usedAt), gt(links.expiresAt, now)))
    .returning({ id: links.id });
  return spent.length === 1;
}
