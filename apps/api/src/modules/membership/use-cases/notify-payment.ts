/**
 * The mails after a paid card payment (once it is committed) and after a free adhesion. A
 * mail that cannot be written is logged, never a reason to refuse what was done.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import { findPartner } from '../../registration/partners.service.ts';
import { findUserById } from '../../accounts/people.service.ts';
import * as repository from '../membership.repository.ts';
import { freeAdhesionMail, paidPaymentMail } from '../payment.mails.ts';
import { findIssuedReceipt } from './issue-tax-receipt.ts';

export type PaymentNotifier = { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

export async function notifyPaidPayment(
  db: Db,
  { mailer, publicUrl, log }: PaymentNotifier,
  paymentId: number,
): Promise<void> {
  try {
    const payment = await repository.findPaymentById(db, paymentId);
    if (!payment) return;
    const [payer, membership, receipt] = await Promise.all([
      findUserById(db, payment.userId),
      repository.findMembershipOfPayment(db, payment.id),
      payment.donationCents > 0 ? findIssuedReceipt(db, payment.id) : null,
    ]);
    if (!payer) return;
    await mailer.send(
      paidPaymentMail({
        to: payer,
        ref: payment.ref,
        subscriptionCents: payment.subscriptionCents,
        donationCents: payment.donationCents,
        totalCents: payment.totalCents,
        sandbox: payment.sandbox,
        membership: membership ?? null,
        refundDueCents: payment.refundDueCents,
        receipt,
        paymentsUrl: `${publicUrl}/payments`,
        workshopsUrl: `${publicUrl}/workshops`,
      }),
    );
  } catch (error) {
    log.error({ err: error, paymentId }, 'e-mail de paiement non écrit');
  }
}

export async function notifyFreeAdhesion(
  db: Db,
  { mailer, publicUrl, log }: PaymentNotifier,
  userId: number,
  period: { start: string; end: string },
  partnerId: number | null,
): Promise<void> {
  try {
    const [member, partner] = await Promise.all([
      findUserById(db, userId),
      partnerId ? findPartner(db, partnerId) : undefined,
    ]);
    if (!member) return;
    const dates = { start: new Date(period.start), end: new Date(period.end) };
    await mailer.send(freeAdhesionMail(member, dates, partner?.name ?? null, `${publicUrl}/workshops`));
  } catch (error) {
    log.error({ err: error, userId }, 'e-mail d’adhésion non écrit');
  }
}
