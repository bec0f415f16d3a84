/**
 * The payment notification (IPN, PBX_REPONDRE_A): the only thing that marks a payment paid.
 * The real provider calls GET /api/etransactions/ipn; the sandbox calls this same function
 * with the query it signed, so both go through the same verification.
 */
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_CANCELLED_CODE, PAYMENT_SUCCESS_CODE } from '@plateforme/shared/membership/membership.rules';
import type { Db } from '../../../db/client.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import * as repository from '../membership.repository.ts';
import { isIpnSignatureValid, splitIpnQuery } from '../paybox.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { settlePayment } from './settle-payment.ts';

/**
 * - rejected (400): no valid provider signature: not from the provider, nothing to acknowledge;
 * - every signed call answers 200, whether it changed something (paid, failed, cancelled)
 *   or not (already_processed: a replay or a duplicate; ignored: unknown reference, wrong
 *   amount, success without authorisation), so the provider never retries a call we refuse
 *   on purpose. Every refusal is logged.
 */
export type IpnOutcome = 'paid' | 'failed' | 'cancelled' | 'already_processed' | 'ignored' | 'rejected';
export type IpnResult = { status: 200 | 400; outcome: IpnOutcome };

const rejected: IpnResult = { status: 400, outcome: 'rejected' };
const ignored: IpnResult = { status: 200, outcome: 'ignored' };

export type IpnDeps = { db: Db; provider: PaymentProvider; mailer: Mailer; log: FastifyBaseLogger };

export async function processIpn(
  { db, provider, mailer, log }: IpnDeps,
  rawQuery: string,
  now = new Date(),
): Promise<IpnResult> {
  const split = splitIpnQuery(rawQuery);
  if (!split) {
    log.warn({ query: rawQuery }, 'IPN refusée : signature absente');
    return rejected;
  }
  if (!isIpnSignatureValid(split, await provider.getVerifyingKey(db))) {
    log.warn({ query: rawQuery }, 'IPN refusée : signature invalide');
    return rejected;
  }
  const { Mt, Ref, Auto = '', Erreur } = split.fields;
  if (!Mt || !Ref || !Erreur) {
    log.warn({ query: rawQuery }, 'IPN refusée : champs manquants');
    return rejected;
  }

  const payment = await repository.findPaymentByRef(db, Ref);
  if (!payment) {
    log.warn({ ref: Ref }, 'IPN ignorée : référence inconnue');
    return ignored;
  }
  if (Mt !== String(payment.totalCents)) {
    log.warn({ ref: Ref, amount: Mt, expected: payment.totalCents }, 'IPN ignorée : montant différent du paiement');
    return ignored;
  }
  const ipnPayload = { ...split.fields, Sign: split.signature.toString('base64') };

  if (Erreur !== PAYMENT_SUCCESS_CODE) {
    const status = Erreur === PAYMENT_CANCELLED_CODE ? 'cancelled' : 'failed';
    const changed = await repository.markPaymentUnsuccessful(db, { ref: Ref, status, code: Erreur, ipnPayload });
    if (!changed) log.info({ ref: Ref, code: Erreur }, 'IPN déjà traitée');
    return { status: 200, outcome: changed ? status : 'already_processed' };
  }
  if (!Auto) {
    log.warn({ ref: Ref }, 'IPN ignorée : succès sans numéro d’autorisation');
    return ignored;
  }

  const paid = await settlePayment(
    { db, mailer, publicUrl: provider.publicUrl, log },
    {
      markPaid: async (tx) => {
        const row = await repository.markPaymentPaid(tx, {
          ref: Ref,
          totalCents: payment.totalCents,
          code: Erreur,
          authorization: Auto,
          ipnPayload,
          paidAt: now,
        });
        if (!row) log.info({ ref: Ref }, 'IPN déjà traitée');
        return row;
      },
      method: 'card',
      membership: { source: 'card_payment' },
    },
    now,
  );
  if (!paid) return { status: 200, outcome: 'already_processed' };
  log.info({ ref: Ref, total: paid.totalCents }, 'paiement enregistré');
  return { status: 200, outcome: 'paid' };
}
