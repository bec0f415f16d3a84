import { adminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import type { OutboxItem, OutboxMail, OutboxQuery } from '@plateforme/shared/platform/admin.schemas';
import { adminCoreMessages } from '@plateforme/shared/messages/platform-admin';
import { AppError } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import type { Db } from '../../../db/client.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
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
  const [rows, total] = await Promise.all([
    repository.findOutboxMails(db, filters, { page, perPage }),
    repository.countOutboxMails(db, filters),
  ]);
  return { data: rows.map(outboxItem), meta: adminListMeta(total, page, perPage) };
}

/**
 * A link's secret part: a path segment or a query value of 32 characters or more in the
 * alphabet of the tokens (base64url, hex). A reset, invitation or confirmation link opens an
 * account: the staff read that one was sent, never the link itself (ADR 063).
 */
const PERSONAL_LINK = /(https?:\/\/[^\s<>"]*?[/=])[A-Za-z0-9_-]{32,}(?:[?][^\s<>"]*)?/g;

export function maskPersonalLinks(text: string): string {
  return text.replace(PERSONAL_LINK, (_, start: string) => `${start}${adminCoreMessages.outbox.maskedLink}`);
}

/** GET /api/admin/outbox/{id}: what the e-mail said. Reading is not logged, as the log itself. */
export async function getOutboxMail(db: Db, id: number): Promise<OutboxMail> {
  const row = await repository.findOutboxMail(db, id);
  if (!row) throw new AppError('not_found', errorMessages.notFound);
  return { ...outboxItem(row), text: maskPersonalLinks(row.text), attachments: row.attachments };
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
