/**
 * A refund flagged when a membership was paid twice (ADR 019) is given back by the staff
 * outside the platform; they record here that it is done, on which day and how (ADR 047).
 */
import { conflict, invalid, AppError } from '@plateforme/shared/errors/app-error';
import type { RefundDoneInput } from '@plateforme/shared/membership/admin.schemas';
import { getParisDay, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { adminPaymentsMessages } from '@plateforme/shared/messages/membership-admin';
import type { Db } from '../../../../db/client.ts';
import type { Payment } from '../../../../db/schema/index.ts';
import type { Viewer } from '../../../../plugins/viewer.ts';
import { recordAudit } from '../../../platform/audit/audit.ts';
import * as membershipRepository from '../../membership.repository.ts';
import * as repository from '../payments-admin.repository.ts';

const messages = adminPaymentsMessages.errors;

export async function markRefundDone(
  db: Db,
  viewer: Pick<Viewer, 'id'>,
  paymentId: number,
  input: Required<RefundDoneInput>,
  now = new Date(),
): Promise<Payment> {
  const payment = await membershipRepository.findPaymentById(db, paymentId);
  if (!payment) throw new AppError('not_found', messages.paymentNotFound);
  if (payment.refundDueCents === 0) throw conflict(messages.noRefundDue);
  if (payment.refundedAt) throw conflict(messages.refundAlreadyDone);
  if (input.refunded_on > getParisDay(now)) throw invalid('refunded_on', messages.refundFuture);
  if (payment.paidAt && input.refunded_on < getParisDay(payment.paidAt))
    throw invalid('refunded_on', messages.refundBeforePayment);
  const refundedAt = parisTimeToInstant(input.refunded_on, 12);

  return db.transaction(async (tx) => {
    const done = await repository.markRefundDone(tx, paymentId, refundedAt);
    if (!done) throw conflict(messages.refundAlreadyDone);
    await recordAudit(tx, viewer, {
      action: 'refund_done',
      entity: 'payment',
      entityId: paymentId,
      label: `${payment.ref} — ${(payment.refundDueCents / 100).toFixed(2)} €`,
      changes: {
        refunded_at: { before: null, after: refundedAt.toISOString() },
        ...(input.note ? { refund_note: { after: input.note } } : {}),
      },
    });
    return done;
  });
}
