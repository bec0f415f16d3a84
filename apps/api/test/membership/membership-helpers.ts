import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { settings, users } from '../../src/db/schema/index.ts';
import type { TestDatabase } from '../helpers/test-database.ts';

export type PaymentForm = { url: string; datas: { key: string; value: string }[]; hmac: string };

export async function getUserId(database: TestDatabase, email: string): Promise<number> {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The hidden form as the browser posts it: the datas in order, then PBX_HMAC. */
export function formBody(form: PaymentForm, extra: [string, string][] = []): string {
  return new URLSearchParams([...form.datas.map((d): [string, string] => [d.key, d.value]), ['PBX_HMAC', form.hmac], ...extra]).toString();
}

const unescapeHtml = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The hidden inputs of a page, in order. */
export function readHiddenInputs(html: string): [string, string][] {
  return [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
    unescapeHtml(m[1] ?? ''),
    unescapeHtml(m[2] ?? ''),
  ]);
}

const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

/** Posts the hidden form to the sandbox page (its path on our origin), as the browser would. */
export function openSandbox(app: FastifyInstance, form: PaymentForm, body = formBody(form)) {
  return app.inject({ method: 'POST', url: new URL(form.url).pathname, headers: formHeaders, payload: body });
}

/** Opens the sandbox page and clicks one of its buttons. */
export async function decideInSandbox(app: FastifyInstance, form: PaymentForm, decision: 'pay' | 'refuse' | 'cancel') {
  const page = await openSandbox(app, form);
  if (page.statusCode !== 200) throw new Error(`sandbox page ${page.statusCode}: ${page.body}`);
  const fields = readHiddenInputs(page.body);
  return app.inject({
    method: 'POST',
    url: '/api/etransactions/sandbox/decision',
    headers: formHeaders,
    payload: new URLSearchParams([...fields, ['decision', decision]]).toString(),
  });
}

/** The sandbox's private key as stored in the settings (after a first sandbox use). */
export async function getSandboxKey(database: TestDatabase): Promise<KeyObject> {
  const [row] = await database.db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'sandbox_private_key'));
  if (!row) throw new Error('no sandbox key yet');
  return createPrivateKey(row.value);
}

/** An IPN query as the provider sends it, signed with RSA-SHA1 (written here independently of the API's code). */
export function signedIpnQuery(fields: Record<string, string>, key: KeyObject): string {
  const signed = new URLSearchParams(fields).toString();
  const signature = createSign('sha1').update(signed).sign(key).toString('base64');
  return `${signed}&Sign=${encodeURIComponent(signature)}`;
}

/** Windows-1252 bytes 0x80-0x9F (Node's TextDecoder reads them as control characters). */
const winAnsiHigh = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** WinAnsi, the encoding of PDF's standard fonts: latin-1 except 0x80-0x9F. */
function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? winAnsiHigh[byte - 0x80] : String.fromCharCode(byte))).join('');
}

/** The text a PDF shows: each text operation of its (deflated) content streams, one per line. */
export function extractPdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexParts = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '') : [op[2] ?? ''];
      texts.push(decodeWinAnsi(Buffer.from(hexParts.join(''), 'hex')));
    }
  }
  return texts.join('\n');
}
