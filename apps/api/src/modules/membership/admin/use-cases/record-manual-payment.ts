/**
 * A cheque or a transfer received by the staff (issue #16, ADR 047): recorded as a paid
 * payment through the card payment's own rules — a membership period for a subscription, a
 * tax receipt numbered in its year's series for a donation, its PDF drawn after the commit.
 * The form's idempotency key is the payment's reference, so a second submission finds the
 * first payment instead of making another.
 */
import { AppError, conflict, invalid } from '@plateforme/shared/errors/app-error';
import type { ManualPaymentInput } from '@plateforme/shared/membership/admin.schemas';
import { getParisDay, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { PAYMENT_SUCCESS_CODE } from '@plateforme/shared/membership/membership.rules';
import { formatDate } from '@plateforme/shared/format/dates';
import { adminPaymentsMessages } from '@plateforme/shared/messages/membership-admin';
import { payments, type Payment } from '../../../../db/schema/index.ts';
import type { Viewer } from '../../../../plugins/viewer.ts';
import { createdFields } from '../../../platform/audit/audit.ts';
import { findUserByEmail } from '../../../accounts/people.service.ts';
import { settlePayment, type SettleDeps } from '../../use-cases/settle-payment.ts';
import * as membershipRepository from '../../membership.repository.ts';
import * as repository from '../payments-admin.repository.ts';

const messages = adminPaymentsMessages.errors;

export type ManualPaymentDeps = SettleDeps;
export type ManualPaymentResult = { payment: Payment; created: boolean };

export async function recordManualPayment(
  deps: ManualPaymentDeps,
  viewer: Pick<Viewer, 'id'>,
  input: ManualPaymentInput,
  now = new Date(),
): Promise<ManualPaymentResult> {
  const { db } = deps;
  const ref = repository.MANUAL_REF_PREFIX + input.idempotency_key.toLowerCase();
  const earlier = await membershipRepository.findPaymentByRef(db, ref);
  if (earlier) return { payment: sameSubmission(earlier, input), created: false };

  if (input.received_on > getParisDay(now)) throw invalid('received_on', messages.futureDate);
  const payer = await findUserByEmail(db, input.payer_email);
  if (!payer) throw invalid('payer_email', messages.payerUnknown);
  if (payer.isArchived) throw invalid('payer_email', messages.payerArchived);
  // Noon in Paris: the day received, whatever the time zone of the reader.
  const paidAt = parisTimeToInstant(input.received_on, 12);
  const isDonation = input.type === 'donation';

  const paid = await settlePayment(
    deps,
    {
      markPaid: async (tx) => {
        const [row] = await tx
          .insert(payments)
          .values({
            ref,
            userId: payer.id,
            subscriptionCents: isDonation ? 0 : input.amount_cents,
            donationCents: isDonation ? input.amount_cents : 0,
            totalCents: input.amount_cents,
            status: 'paid',
            code: PAYMENT_SUCCESS_CODE,
            providerTransaction: input.reference,
            ipnPayload: { method: input.method, reference: input.reference, received_on: input.received_on },
            paidAt,
          })
          .onConflictDoNothing({ target: payments.ref })
          .returning();
        // The twin submission committed first: answered below with its payment.
        return row;
      },
      method: input.method,
      membership: { source: 'admin', note: `${input.method} ${input.reference}` },
      // The staff's wording: whose membership runs, and until when (not the member's « Votre adhésion »).
      refuseRunningMembership: (currentEnd) =>
        invalid(
          'payer_email',
          messages.payerAlreadyMember(`${payer.firstname} ${payer.lastname}`, formatDate(currentEnd)),
        ),
      audit: {
        viewer,
        entry: (row) => ({
          action: 'create',
          entity: 'payment',
          entityId: row.id,
          label: `${payer.firstname} ${payer.lastname} — ${input.method} ${input.reference}`,
          changes: createdFields({
            ref,
            user_id: payer.id,
            type: input.type,
            amount_cents: input.amount_cents,
            method: input.method,
            reference: input.reference,
            received_on: input.received_on,
          }),
        }),
      },
    },
    now,
  );
  if (!paid) {
    const twin = await membershipRepository.findPaymentByRef(db, ref);
    if (!twin) throw new AppError('conflict', messages.keyReused);
    return { payment: sameSubmission(twin, input), created: false };
  }
  return { payment: (await membershipRepository.findPaymentById(db, paid.id)) ?? paid, created: true };
}

/** A key sent again must carry the same payment, else the form was reused for another one. */
function sameSubmission(payment: Payment, input: ManualPaymentInput): Payment {
  const amount = input.type === 'donation' ? payment.donationCents : payment.subscriptionCents;
  if (amount !== input.amount_cents || payment.totalCents !== input.amount_cents) throw conflict(messages.keyReused);
  return payment;
}
