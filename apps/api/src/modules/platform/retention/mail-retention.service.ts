/**
 * The text of the e-mails sent is kept for a while (to read and resend them from the back
 * office), then emptied (ADR 078): the record that an e-mail was sent — to whom, its subject,
 * when — stays.
 */
import { and, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mailOutbox } from '../../../db/schema/index.ts';

const sentBefore = (before: Date) =>
  and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.createdAt, before), ne(mailOutbox.text, ''));

export async function countMailContentsToEmpty(db: Db, before: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sentBefore(before));
  return row?.count ?? 0;
}

export async function emptyMailContents(db: Db, before: Date): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ text: '', html: null, attachments: null })
    .where(sentBefore(before))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
