import { describe, expect, it } from 'vitest';
import { ajaAdhesionInputSchema, freeAdhesionInputSchema, paymentRequestInputSchema } from './payment.schemas.ts';

const request = {
  user_id: 12,
  redirect_url: '/payment/subscription',
  subscription: true,
  donation: 30,
  discounted: false,
};

describe('paymentRequestInputSchema', () => {
  it('P1-PAY-25 reads user_id, redirect_url, subscription, donation and discounted', () => {
    expect(paymentRequestInputSchema.parse(request)).toEqual(request);
    expect(paymentRequestInputSchema.parse({ ...request, discounted: undefined }).discounted).toBe(false);
  });

  it('P1-PAY-18 the donation is a number of euros, minimum 0, two decimals at most', () => {
    const issue = (donation: unknown) =>
      paymentRequestInputSchema.safeParse({ ...request, donation }).error?.issues[0]?.message;
    expect(issue(-5)).toBe('Le don ne peut pas être négatif.');
    expect(issue('abc')).toBe('Le don doit être un nombre.');
    expect(issue(12.345)).toBe('Le don se donne en euros, avec deux décimales au plus.');
    expect(issue(undefined)).toBe('Champ requis');
    expect(issue(0)).toBeUndefined();
    expect(issue(19.99)).toBeUndefined();
  });

  it('requires the redirect address', () => {
    const result = paymentRequestInputSchema.safeParse({ ...request, redirect_url: ' ' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['redirect_url'], message: 'Champ requis' });
  });
});

describe('adhesion inputs', () => {
  it('P1-PAY-38 the free adhesion needs the partner and the reason; the code may be the one the server kept', () => {
    const input = {
      user_id: 3,
      partner_id: 1,
      adh_secret_code: 'LIGUE75',
      reason: 'ligue',
      ref: 'ADH-FREE-1',
      note: null,
    };
    expect(freeAdhesionInputSchema.parse(input)).toMatchObject({ partner_id: 1, reason: 'ligue' });
    // Left out, the server uses the code checked at registration step 3, or answers 'Champ requis'.
    expect(freeAdhesionInputSchema.parse({ ...input, adh_secret_code: null }).adh_secret_code).toBeNull();
    expect(freeAdhesionInputSchema.safeParse({ ...input, partner_id: null }).success).toBe(false);
    expect(freeAdhesionInputSchema.safeParse({ ...input, reason: 'aja' }).success).toBe(false);
  });

  it('P1-PAY-39 the AJA adhesion needs reason aja and the AJA role', () => {
    expect(ajaAdhesionInputSchema.parse({ user_id: 3, reason: 'aja', aja_role: 'aja_young' })).toMatchObject({
      aja_role: 'aja_young',
    });
    expect(ajaAdhesionInputSchema.safeParse({ user_id: 3, reason: 'ligue', aja_role: 'aja_young' }).success).toBe(
      false,
    );
  });
});
