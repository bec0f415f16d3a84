/**
 * A stand-in for the real E-transactions provider (its key pair signs the notifications, its
 * public key is configured) and the calls the payment tests make as a member and as it.
 */
import { generateKeyPairSync } from 'node:crypto';
import { expect } from 'vitest';
import { signIn } from '../helpers/factories.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { signedIpnQuery, type PaymentForm } from './membership-helpers.ts';

export function testMerchant() {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const env = {
    ETRANSACTIONS_SITE: '1234567',
    ETRANSACTIONS_RANG: '001',
    ETRANSACTIONS_IDENTIFIANT: '987654321',
    ETRANSACTIONS_HMAC_KEY: 'A1B2C3D4'.repeat(16),
    ETRANSACTIONS_URL: 'https://recette-tpeweb.e-transactions.fr/cgi/MYchoix_pagepaiement.cgi',
    ETRANSACTIONS_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    PUBLIC_URL: 'https://adherents.example.org',
  };
  /** The provider's signed success notification for this form. */
  const notifyPaid = (t: TestApp, form: PaymentForm, auto = '123456') =>
    t.app.inject({
      method: 'GET',
      url: `/api/etransactions/ipn?${signedIpnQuery({ Mt: formField(form, 'PBX_TOTAL'), Ref: formField(form, 'PBX_CMD'), Auto: auto, Erreur: '00000' }, keys.privateKey)}`,
    });
  return { env, privateKey: keys.privateKey, notifyPaid };
}

export const formField = (form: PaymentForm, key: string) => form.datas.find((d) => d.key === key)?.value ?? '';

type PaymentChoice = { subscription?: boolean; donation?: number };

/** The member's POST /api/etransactions, as the payment screen sends it. */
export async function requestPaymentForm(
  t: TestApp,
  member: { id: number },
  { subscription = false, donation = 0 }: PaymentChoice,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/etransactions',
    headers: await signIn(t.database.db, member),
    payload: {
      user_id: member.id,
      redirect_url: subscription ? '/payment/subscription' : '/payment/donation',
      subscription,
      donation,
      discounted: false,
    },
  });
}

/** The member's payment form, checked to be 200. */
export async function openPaymentForm(t: TestApp, member: { id: number }, choice: PaymentChoice): Promise<PaymentForm> {
  const response = await requestPaymentForm(t, member, choice);
  expect(response.statusCode).toBe(200);
  return response.json();
}
