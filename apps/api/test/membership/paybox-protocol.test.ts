import { createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import {
  appendQuery,
  computeHmac,
  hmacMessage,
  isHmacValid,
  isIpnSignatureValid,
  signIpnQuery,
  splitIpnQuery,
} from '../../src/modules/membership/paybox.ts';
import { createPaymentProvider } from '../../src/modules/membership/payment-provider.ts';
import { resolveReturnUrl } from '../../src/modules/membership/use-cases/create-payment-form.ts';
import { signedIpnQuery } from './membership-helpers.ts';

describe('HMAC of the payment form (DESIGN Payment protocol)', () => {
  const fields = [
    ['PBX_SITE', '1999888'],
    ['PBX_RANG', '32'],
    ['PBX_IDENTIFIANT', '107904482'],
    ['PBX_TOTAL', '1000'],
    ['PBX_DEVISE', '978'],
    ['PBX_CMD', 'TEST zyxwv'],
    ['PBX_PORTEUR', 'test@paybox.com'],
    ['PBX_RETOUR', 'Mt:M;Ref:R;Auto:A;Erreur:E'],
    ['PBX_TIME', '2014-12-01T00:00:00+00:00'],
  ].map(([key, value]) => ({ key: key!, value: value! }));
  const key = '0123456789ABCDEF'.repeat(8);

  it('joins FIELD=value pairs in order with &, not URL-encoded', () => {
    expect(hmacMessage(fields)).toBe(
      'PBX_SITE=1999888&PBX_RANG=32&PBX_IDENTIFIANT=107904482&PBX_TOTAL=1000&PBX_DEVISE=978&PBX_CMD=TEST zyxwv' +
        '&PBX_PORTEUR=test@paybox.com&PBX_RETOUR=Mt:M;Ref:R;Auto:A;Erreur:E&PBX_TIME=2014-12-01T00:00:00+00:00',
    );
  });

  it('matches the check vector: HMAC-SHA512 with the key bytes, uppercase hex', () => {
    const hmac = computeHmac(fields, key);
    expect(hmac).toMatch(/^[0-9A-F]{128}$/);
    expect(hmac.startsWith('7D15A9C9')).toBe(true);
    expect(hmac.endsWith('FB55FD10')).toBe(true);
  });

  it('checks a received HMAC in either case and refuses a changed field', () => {
    const hmac = computeHmac(fields, key);
    expect(isHmacValid(fields, key, hmac)).toBe(true);
    expect(isHmacValid(fields, key, hmac.toLowerCase())).toBe(true);
    const changed = fields.map((f) => (f.key === 'PBX_TOTAL' ? { ...f, value: '100' } : f));
    expect(isHmacValid(changed, key, hmac)).toBe(false);
    expect(isHmacValid(fields, key, 'ABC')).toBe(false);
  });
});

describe('IPN signature (RSA-SHA1 over the query before &Sign=)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const fields = { Mt: '5000', Ref: 'CB-12-1700000000000-ABCDEF', Auto: '123456', Erreur: '00000' };

  it('accepts a query signed by the provider’s key', () => {
    const split = splitIpnQuery(signedIpnQuery(fields, privateKey));
    expect(split?.signedPart).toBe('Mt=5000&Ref=CB-12-1700000000000-ABCDEF&Auto=123456&Erreur=00000');
    expect(split?.fields).toEqual(fields);
    expect(isIpnSignatureValid(split!, publicKey)).toBe(true);
  });

  it('refuses a tampered query, another key, and a query without signature', () => {
    const query = signedIpnQuery(fields, privateKey);
    expect(isIpnSignatureValid(splitIpnQuery(query.replace('Mt=5000', 'Mt=9000'))!, publicKey)).toBe(false);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(isIpnSignatureValid(splitIpnQuery(query)!, other.publicKey)).toBe(false);
    expect(splitIpnQuery('Mt=5000&Ref=x&Auto=1&Erreur=00000')).toBeNull();
    expect(splitIpnQuery('Mt=5000&Sign=')).toBeNull();
  });

  it('the sandbox signs what the provider would: verifiable with plain RSA-SHA1', () => {
    const query = signIpnQuery(fields, privateKey);
    const at = query.lastIndexOf('&Sign=');
    const signature = Buffer.from(decodeURIComponent(query.slice(at + 6)), 'base64');
    expect(createVerify('sha1').update(query.slice(0, at)).verify(createPublicKey(privateKey), signature)).toBe(true);
  });
});

describe('return addresses', () => {
  const base = 'https://adherents.example.org';

  it('only pages of the platform: absolute on its origin, or a path', () => {
    expect(resolveReturnUrl('/payment/subscription?donation=30', base)).toBe(
      `${base}/payment/subscription?donation=30`,
    );
    expect(resolveReturnUrl(`${base}/#/payment/donation`, base)).toBe(`${base}/#/payment/donation`);
    expect(resolveReturnUrl('https://evil.example/payment', base)).toBeNull();
    expect(resolveReturnUrl('//evil.example/payment', base)).toBeNull();
    expect(resolveReturnUrl('/\\evil.example/payment', base)).toBeNull();
    expect(resolveReturnUrl('javascript:alert(1)', base)).toBeNull();
    expect(resolveReturnUrl('http://adherents.example.org/payment', base)).toBeNull();
  });

  it('adds parameters like the provider: to the query, or after a hash router’s #', () => {
    expect(appendQuery(`${base}/payment/subscription`, 'code=00000')).toBe(`${base}/payment/subscription?code=00000`);
    expect(appendQuery(`${base}/payment/donation?donation=50`, 'code=00000')).toBe(
      `${base}/payment/donation?donation=50&code=00000`,
    );
    expect(appendQuery(`${base}/#/payment/donation`, 'code=00001')).toBe(`${base}/#/payment/donation?code=00001`);
  });
});

describe('provider configuration', () => {
  it('uses the sandbox with the public test merchant when no merchant is configured', () => {
    const provider = createPaymentProvider(loadConfig({ PUBLIC_URL: 'https://adherents.example.org' }));
    expect(provider).toMatchObject({
      mode: 'sandbox',
      site: '1999888',
      rang: '32',
      identifiant: '107904482',
      hmacKey: '0123456789ABCDEF'.repeat(8),
      formUrl: 'https://adherents.example.org/api/etransactions/sandbox',
      ipnUrl: 'https://adherents.example.org/api/etransactions/ipn',
    });
  });

  it('stops the start on half a merchant configuration or without the provider’s public key', () => {
    expect(() => createPaymentProvider(loadConfig({ ETRANSACTIONS_SITE: '1234567' }))).toThrow(ConfigError);
    const merchant = {
      ETRANSACTIONS_SITE: '1234567',
      ETRANSACTIONS_RANG: '01',
      ETRANSACTIONS_IDENTIFIANT: '123456789',
      ETRANSACTIONS_HMAC_KEY: 'AB'.repeat(64),
    };
    expect(() => createPaymentProvider(loadConfig(merchant))).toThrow(/ETRANSACTIONS_PUBLIC_KEY/);
    expect(() =>
      createPaymentProvider(loadConfig({ ...merchant, ETRANSACTIONS_PUBLIC_KEY: '/nonexistent.pem' })),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ ETRANSACTIONS_HMAC_KEY: 'xyz' })).toThrow(/ETRANSACTIONS_HMAC_KEY/);
  });
});
