import type { OutboxQuery, OutboxStatus } from '@plateforme/shared/platform/admin.schemas';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mailOutbox } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/like-pattern.ts';

export type OutboxFilters = Omit<OutboxQuery, 'page' | 'per_page'>;

/**
 * Sent: sent_at set. Failed: not sent, with an error, and no attempt left (next_attempt_at
 * null). Pending: anything else, including a failure that will be tried again (ADR 041).
 */
const statusConditions: Record<OutboxStatus, SQL | undefined> = {
  sent: isNotNull(mailOutbox.sentAt),
  failed: and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.error), isNull(mailOutbox.nextAttemptAt)),
  pending: and(isNull(mailOutbox.sentAt), or(isNull(mailOutbox.error), isNotNull(mailOutbox.nextAttemptAt))),
};

export function statusOf(row: { sentAt: Date | null; error: string | null; nextAttemptAt: Date | null }): OutboxStatus {
  if (row.sentAt) return 'sent';
  return row.error !== null && row.nextAttemptAt === null ? 'failed' : 'pending';
}

function whereOf(filters: OutboxFilters): SQL | undefined {
  const pattern = filters.q ? containsPattern(filters.q) : null;
  return and(
    filters.status ? statusConditions[filters.status] : undefined,
    pattern ? or(ilike(mailOutbox.to, pattern), ilike(mailOutbox.subject, pattern)) : undefined,
  );
}

const sortColumns = { created_at: mailOutbox.createdAt, to: mailOutbox.to, subject: mailOutbox.subject } as const;

/** The list's columns only: bodies and attachments stay in the table. */
const listed = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  attempts: mailOutbox.attempts,
  error: mailOutbox.error,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
};

export async function findOutboxMails(db: Db, filters: OutboxFilters, page: { page: number; perPage: number }) {
  const order = filters.direction === 'desc' ? desc : asc;
  return db
    .select(listed)
    .from(mailOutbox)
    .where(whereOf(filters))
    .orderBy(order(sortColumns[filters.sort]), order(mailOutbox.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
}

export async function countOutboxMails(db: Db, filters: OutboxFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(mailOutbox).where(whereOf(filters));
  return row?.total ?? 0;
}

/** One mail with its text and the names of its attachments (their bytes stay in the table). */
export async function findOutboxMail(db: Db, id: number) {
  const [row] = await db
    .select({
      ...listed,
      text: mailOutbox.text,
      attachments: sql<
        string[]
      >`coalesce((select jsonb_agg(item->>'filename') from jsonb_array_elements(${mailOutbox.attachments}) as item), '[]'::jsonb)`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row;
}

export async function findOutboxMailForUpdate(db: Db, id: number) {
  const [row] = await db.select(listed).from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
  return row;
}

/** Back in the queue: the retry job sends it at its next round, whatever its attempts. */
export async function requeueMail(db: Db, id: number) {
  const [row] = await db
    .update(mailOutbox)
    .set({ sentAt: null, nextAttemptAt: sql`now()` })
    .where(eq(mailOutbox.id, id))
    .returning(listed);
  return row;
}
