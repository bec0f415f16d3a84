import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';
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
  return new URLSearchParams([
    ...form.datas.map((d): [string, string] => [d.key, d.value]),
    ['PBX_HMAC', form.hmac],
    ...extra,
  ]).toString();
}

const unescapeHtml = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

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
export async function decideInSandbox(
  app: FastifyInstance,
  form: PaymentForm,
  decision: 'pay' | 'pay_late' | 'refuse' | 'cancel',
) {
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
  const [row] = await database.db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'sandbox_private_key'));
  if (!row) throw new Error('no sandbox key yet');
  return createPrivateKey(row.value);
}

/** An IPN query as the provider sends it, signed with RSA-SHA1 (written here independently of the API's code). */
export function signedIpnQuery(fields: Record<string, string>, key: KeyObject): string {
  const signed = new URLSearchParams(fields).toString();
  const signature = createSign('sha1').update(signed).sign(key).toString('base64');
  return `${signed}&Sign=${encodeURIComponent(signature)}`;
}

/** The text a PDF shows, line by line, read by pdf.js as a PDF reader would (embedded fonts included). */
export async function extractPdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
  }
  await document.destroy();
  return lines.join('\n');
}
