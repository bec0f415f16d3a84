import { adminListMeta } from '@plateforme/shared/admin/admin-list.schemas';
import type { OutboxItem, OutboxQuery } from '@plateforme/shared/admin/admin-core.schemas';
import { AppError } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { recordAudit } from '../audit/audit.ts';
import * as repository from './outbox.repository.ts';

type ListedMail = Awaited<ReturnType<typeof repository.findOutboxMails>>[number];

const outboxItem = (row: ListedMail): OutboxItem => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  status: repository.statusOf(row),
  attempts: row.attempts,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
  next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
});

export async function listOutbox(db: Db, { page, per_page: perPage, ...filters }: OutboxQuery) {
  const [rows, total] = await Promise.all([repository.findOutboxMails(db, filters, { page, perPage }), repository.countOutboxMails(db, filters)]);
  return { data: rows.map(outboxItem), meta: adminListMeta(total, page, perPage) };
}

/**
 * Puts a mail back in the queue, sent or not: the retry job delivers it within the minute
 * (ADR 041). The audit line is written in the same transaction.
 */
export async function resendMail(db: Db, viewer: Pick<Viewer, 'id'>, id: number): Promise<OutboxItem> {
  return db.transaction(async (tx) => {
    const before = await repository.findOutboxMailForUpdate(tx, id);
    if (!before) throw new AppError('not_found', errorMessages.notFound);
    const after = await repository.requeueMail(tx, id);
    if (!after) throw new AppError('not_found', errorMessages.notFound);
    await recordAudit(tx, viewer, {
      action: 'resend',
      entity: 'mail',
      entityId: id,
      label: `${before.subject} — ${before.to}`,
      changes: { status: { before: repository.statusOf(before), after: repository.statusOf(after) } },
    });
    return outboxItem(after);
  });
}
