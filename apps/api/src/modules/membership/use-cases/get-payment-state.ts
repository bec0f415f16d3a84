/**
 * GET /api/payments/by-ref/{ref}: where a payment stands, for the return screen. The return
 * address proves nothing (ADR 019): only the signed notification makes a payment paid, and
 * it may arrive after the person is back.
 */
import { AppError } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import type { Db } from '../../../db/client.ts';
import * as repository from '../membership.repository.ts';
import { toPaymentView } from '../payment.view.ts';

export async function getPaymentState(db: Db, viewer: { id: number; role: string }, ref: string) {
  const payment = await repository.findPaymentByRef(db, ref);
  if (!payment) throw new AppError('not_found', errorMessages.notFound);
  if (payment.userId !== viewer.id && viewer.role !== 'admin') throw new AppError('forbidden', errorMessages.forbidden);
  const membership = payment.status === 'paid' ? await repository.findMembershipOfPayment(db, payment.id) : undefined;
  return {
    ...toPaymentView(payment),
    membership: membership ? { start: membership.start.toISOString(), end: membership.end.toISOString() } : null,
  };
}
