/**
 * Settling a paid payment, whoever saw the money: the card notification (process-ipn.ts) or
 * the staff recording a cheque or a transfer (admin/use-cases/record-manual-payment.ts). In
 * one transaction: the payment marked paid, a membership period for its subscription, a tax
 * receipt numbered in its year's series for its donation, the staff's audit line; once
 * committed, the receipt's PDF drawn and the payer's e-mail sent.
 */
import type { FastifyBaseLogger } from 'fastify';
import { canStartMembership } from '@plateforme/shared/membership/membership.rules';
import type { Db } from '../../../db/client.ts';
import type { Membership, Payment } from '../../../db/schema/index.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.ts';
import { lockUser } from '../../accounts/people.service.ts';
import * as repository from '../membership.repository.ts';
import { startMembershipPeriod } from '../membership.service.ts';
import { findIssuedReceipt, issueTaxReceipt, type ReceiptPaymentMethod } from './issue-tax-receipt.ts';
import { notifyPaidPayment } from './notify-payment.ts';

export type SettleDeps = { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

export type Settlement = {
  /**
   * Marks the payment paid inside the settling transaction and returns it; nothing when it
   * already was (a replayed notification, a twin submission), and then nothing else is done.
   */
  markPaid: (tx: Db) => Promise<Payment | null | undefined>;
  /** How the money came, as the tax receipt prints it. */
  method: ReceiptPaymentMethod;
  /** Where the membership period comes from, and its note (the cheque or transfer). */
  membership: { source: Membership['source']; note?: string };
  /**
   * A membership still running more than 15 days: given, the error that refuses the payment
   * (the staff, nothing recorded); else the money was taken all the same, so the payment stays
   * paid and its subscription is flagged for refund (ADR 019).
   */
  refuseRunningMembership?: (currentEnd: Date) => Error;
  /** The staff's line in the audit log, written in the same transaction. */
  audit?: { viewer: Pick<Viewer, 'id'>; entry: (paid: Payment) => AuditEntry };
};

export async function settlePayment(
  { db, mailer, publicUrl, log }: SettleDeps,
  settlement: Settlement,
  now = new Date(),
): Promise<Payment | null> {
  const paid = await db.transaction(async (tx) => {
    const row = await settlement.markPaid(tx);
    if (!row) return null;
    if (row.subscriptionCents > 0) {
      await lockUser(tx, row.userId);
      // Two forms paid for the same year (two tabs, the back button): the second does not
      // extend the membership again.
      const currentEnd = await repository.findCurrentMembershipEnd(tx, row.userId, now);
      if (canStartMembership(currentEnd, now)) {
        await startMembershipPeriod(
          tx,
          {
            userId: row.userId,
            source: settlement.membership.source,
            paymentId: row.id,
            ref: row.ref,
            note: settlement.membership.note,
          },
          now,
        );
      } else if (settlement.refuseRunningMembership) {
        throw settlement.refuseRunningMembership(currentEnd!);
      } else {
        await repository.flagRefundDue(tx, row.id, row.subscriptionCents);
        log.warn({ ref: row.ref }, 'adhésion payée deux fois : cotisation à rembourser');
      }
    }
    if (row.donationCents > 0 && row.receiptNumber === null)
      await issueTaxReceipt(tx, { ...row, paidAt: row.paidAt ?? now }, { method: settlement.method });
    if (settlement.audit) await recordAudit(tx, settlement.audit.viewer, settlement.audit.entry(row));
    return row;
  });
  if (!paid) return null;
  // Drawn once committed, so the receipt counter is never locked while a PDF is drawn.
  if (paid.donationCents > 0)
    await findIssuedReceipt(db, paid.id).catch((error: unknown) =>
      log.error({ err: error, ref: paid.ref }, 'reçu fiscal non dessiné'),
    );
  await notifyPaidPayment(db, { mailer, publicUrl, log }, paid.id);
  return paid;
}
