/**
 * The built-in sandbox of the card provider (DESIGN Real components): it receives the hidden
 * form like the provider, checks its HMAC with the same code, lets the person pay, refuse or
 * cancel, signs the notification with its own key and hands it to the same IPN processing,
 * then sends the browser back like the provider (303 with Mt, Ref, Auto, Erreur, Sign).
 */
import { randomInt } from 'node:crypto';
import { AppError } from '@plateforme/shared/errors/app-error';
import { paymentSandboxMessages } from '@plateforme/shared/messages/membership';
import type { Db } from '../../../db/client.ts';
import * as repository from '../membership.repository.ts';
import { appendQuery, isHmacValid, signIpnQuery, type FormField } from '../paybox.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { resolveReturnUrl } from './create-payment-form.ts';
import { processIpn, type IpnDeps } from './process-ipn.ts';

export type SandboxDecision = 'pay' | 'pay_late' | 'refuse' | 'cancel';

/** How long 'pay_late' holds the notification back: the return screen waits for it meanwhile. */
export const SANDBOX_LATE_NOTIFICATION_MS = 4000;

const invalidForm = () => new AppError('bad_request', paymentSandboxMessages.invalidForm);

/** What the provider would answer for each button: code, authorisation, return address field. */
const decisions: Record<SandboxDecision, { code: string; returnField: string; authorised: boolean }> = {
  pay: { code: '00000', returnField: 'PBX_EFFECTUE', authorised: true },
  pay_late: { code: '00000', returnField: 'PBX_EFFECTUE', authorised: true },
  // 001xx: refused by the bank; 05 is "do not honour".
  refuse: { code: '00105', returnField: 'PBX_REFUSE', authorised: false },
  cancel: { code: '00001', returnField: 'PBX_ANNULE', authorised: false },
};

/** The PBX_* fields as posted, in their order, and the HMAC; anything else is not signed. */
function readPostedForm(body: Record<string, string>): { fields: FormField[]; hmac: string } {
  const fields = Object.entries(body)
    .filter(([key]) => key.startsWith('PBX_') && key !== 'PBX_HMAC')
    .map(([key, value]) => ({ key, value: String(value) }));
  return { fields, hmac: String(body.PBX_HMAC ?? '') };
}

const field = (fields: FormField[], key: string) => fields.find((entry) => entry.key === key)?.value ?? '';

/** Checks the form as the provider would (merchant, HMAC) and finds the pending payment it is for. */
export async function readSandboxForm(db: Db, provider: PaymentProvider, body: Record<string, string>) {
  const { fields, hmac } = readPostedForm(body);
  const merchantMatches =
    field(fields, 'PBX_SITE') === provider.site &&
    field(fields, 'PBX_RANG') === provider.rang &&
    field(fields, 'PBX_IDENTIFIANT') === provider.identifiant;
  if (!merchantMatches || !isHmacValid(fields, provider.hmacKey, hmac)) throw invalidForm();
  const payment = await repository.findPaymentByRef(db, field(fields, 'PBX_CMD'));
  if (!payment || payment.status !== 'pending' || String(payment.totalCents) !== field(fields, 'PBX_TOTAL')) {
    throw invalidForm();
  }
  return { fields, hmac, payment, email: field(fields, 'PBX_PORTEUR') };
}

/** Plays the chosen outcome; answers the address to send the browser back to. */
export async function decideSandboxPayment(
  deps: IpnDeps,
  body: Record<string, string>,
  decision: SandboxDecision,
): Promise<string> {
  const { db, provider, log } = deps;
  const { fields, payment } = await readSandboxForm(db, provider, body);
  const outcome = decisions[decision];
  // The test HMAC key is public: the return address is checked again, so the sandbox never redirects elsewhere.
  const returnUrl = resolveReturnUrl(field(fields, outcome.returnField), provider.publicUrl);
  if (!returnUrl || !provider.getSandboxSigningKey) throw invalidForm();
  const query = signIpnQuery(
    {
      Mt: String(payment.totalCents),
      Ref: payment.ref,
      Auto: outcome.authorised ? String(randomInt(100000, 1000000)) : '',
      Erreur: outcome.code,
    },
    await provider.getSandboxSigningKey(db),
  );
  if (decision === 'pay_late') {
    // Like the real provider, the browser may be back before the notification: it follows.
    setTimeout(() => {
      processIpn(deps, query).catch((error: unknown) =>
        log.error({ err: error, ref: payment.ref }, 'IPN du bac à sable en échec'),
      );
    }, SANDBOX_LATE_NOTIFICATION_MS).unref();
    return appendQuery(returnUrl, query);
  }
  const result = await processIpn(deps, query);
  if (result.status !== 200) throw invalidForm();
  return appendQuery(returnUrl, query);
}
