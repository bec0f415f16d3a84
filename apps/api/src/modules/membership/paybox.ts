/**
 * The E-transactions (Paybox System) protocol, shared by the real provider and the sandbox
 * (DESIGN Payment protocol): the HMAC-SHA512 of the payment form and the RSA-SHA1 signature
 * of the payment notification (IPN). No I/O here.
 */
import { createHmac, createSign, createVerify, timingSafeEqual, type KeyObject } from 'node:crypto';

export type FormField = { key: string; value: string };

/** What the provider sends back (PBX_RETOUR): amount, reference, authorisation, code, then the signature. */
export const PBX_RETOUR = 'Mt:M;Ref:R;Auto:A;Erreur:E;Sign:K';
/** ISO 4217 code of the euro. */
export const PBX_DEVISE_EURO = '978';

/** `FIELD=value` pairs in order, joined with '&', not URL-encoded: what the HMAC covers. */
export function hmacMessage(fields: FormField[]): string {
  return fields.map(({ key, value }) => `${key}=${value}`).join('&');
}

/** HMAC-SHA512 with the bytes of the hexadecimal key, in uppercase hexadecimal. */
export function computeHmac(fields: FormField[], hexKey: string): string {
  return createHmac('sha512', Buffer.from(hexKey, 'hex'))
    .update(hmacMessage(fields), 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** Constant-time comparison of a received PBX_HMAC with the one the fields give. */
export function isHmacValid(fields: FormField[], hexKey: string, received: string): boolean {
  const expected = Buffer.from(computeHmac(fields, hexKey), 'utf8');
  const given = Buffer.from(received.toUpperCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** PBX_TIME: ISO 8601 to the second with an explicit offset, as the protocol's examples write it. */
export function pbxTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

export type PaymentFormInput = {
  site: string;
  rang: string;
  identifiant: string;
  totalCents: number;
  ref: string;
  email: string;
  time: Date;
  successUrl: string;
  refusedUrl: string;
  cancelledUrl: string;
  ipnUrl: string;
};

/** The hidden form fields, in the order the HMAC is computed over (PBX_HMAC is added by the web). */
export function buildPaymentFields(input: PaymentFormInput): FormField[] {
  return [
    { key: 'PBX_SITE', value: input.site },
    { key: 'PBX_RANG', value: input.rang },
    { key: 'PBX_IDENTIFIANT', value: input.identifiant },
    { key: 'PBX_TOTAL', value: String(input.totalCents) },
    { key: 'PBX_DEVISE', value: PBX_DEVISE_EURO },
    { key: 'PBX_CMD', value: input.ref },
    { key: 'PBX_PORTEUR', value: input.email },
    { key: 'PBX_RETOUR', value: PBX_RETOUR },
    { key: 'PBX_HASH', value: 'SHA512' },
    { key: 'PBX_TIME', value: pbxTime(input.time) },
    { key: 'PBX_EFFECTUE', value: input.successUrl },
    { key: 'PBX_REFUSE', value: input.refusedUrl },
    { key: 'PBX_ANNULE', value: input.cancelledUrl },
    { key: 'PBX_REPONDRE_A', value: input.ipnUrl },
  ];
}

export type IpnFields = { Mt: string; Ref: string; Auto: string; Erreur: string };

export type SplitIpn = { signedPart: string; signature: Buffer; fields: Partial<IpnFields> & Record<string, string> };

/**
 * Splits a raw IPN query string at its last `&Sign=` (the signature comes last): the part
 * before is what the provider signed, as it was sent (still URL-encoded). Null when there is
 * no signature.
 */
export function splitIpnQuery(rawQuery: string): SplitIpn | null {
  const at = rawQuery.toLowerCase().lastIndexOf('&sign=');
  if (at <= 0) return null;
  const signedPart = rawQuery.slice(0, at);
  let signature: Buffer;
  try {
    signature = Buffer.from(decodeURIComponent(rawQuery.slice(at + '&sign='.length)), 'base64');
  } catch {
    return null;
  }
  if (signature.length === 0) return null;
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(signedPart)) fields[key] = value;
  return { signedPart, signature, fields };
}

/** RSA-SHA1 over the signed part with the provider's public key (false on any failure). */
export function isIpnSignatureValid(split: SplitIpn, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA1').update(split.signedPart, 'utf8').verify(publicKey, split.signature);
  } catch {
    return false;
  }
}

/** The query the provider sends for an outcome, signed: what the sandbox plays (URL-encoded). */
export function signIpnQuery(fields: IpnFields, privateKey: KeyObject): string {
  const signedPart = new URLSearchParams([
    ['Mt', fields.Mt],
    ['Ref', fields.Ref],
    ['Auto', fields.Auto],
    ['Erreur', fields.Erreur],
  ]).toString();
  const signature = createSign('RSA-SHA1').update(signedPart, 'utf8').sign(privateKey).toString('base64');
  return `${signedPart}&Sign=${encodeURIComponent(signature)}`;
}

/**
 * Adds query parameters to a return address the way the provider does: after the hash when
 * there is one (hash routers read their query there), else to the query.
 */
export function appendQuery(url: string, query: string): string {
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const part = hashAt >= 0 ? url.slice(hashAt) : url;
  return `${url}${part.includes('?') ? '&' : '?'}${query}`;
}
