import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, settings } from '../../src/db/schema/index.ts';
import { CARD_SIZE } from '../../src/modules/membership/card/card-pdf.ts';
import { buildCardCheckUrl, encodeQr } from '../../src/modules/membership/card/card-qr.ts';
import { createCardToken, openCardToken, sealCardToken } from '../../src/modules/membership/card/card-token.ts';
import { createMember, createPro, signIn } from '../helpers/factories.ts';
import { awayFromWindowEdge } from '../helpers/rate-limit-window.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { extractPdfText } from './membership-helpers.ts';

const DAY_MS = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://adherents.exemple.org' });
  await t.database.db
    .insert(settings)
    .values({ key: 'association_name', value: 'Association Cognition après Cancer' })
    .onConflictDoUpdate({ target: settings.key, set: { value: 'Association Cognition après Cancer' } });
});
afterAll(() => t?.close());

const downloadCard = (headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/user/membership-card.pdf', headers });
/** Each check from its own address, so the rate limit only counts where a test wants it to. */
let address = 0;
const check = (token: string, remoteAddress = `10.0.${Math.floor(++address / 250)}.${address % 250}`) =>
  t.app.inject({ method: 'GET', url: `/api/membership-cards/${token}`, remoteAddress });

/** The page's MediaBox and the addresses its links open, as pdf.js reads them. */
async function readPdfPage(pdf: Buffer): Promise<{ box: number[]; links: string[] }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise;
  expect(document.numPages).toBe(1);
  const page = await document.getPage(1);
  const annotations = (await page.getAnnotations()) as { subtype: string; url?: string }[];
  const result = {
    box: page.view,
    links: annotations.filter((annotation) => annotation.subtype === 'Link').map((annotation) => annotation.url ?? ''),
  };
  await document.destroy();
  return result;
}

/** The token printed in the card's QR code, as the service makes it (same key, same person). */
const tokenOf = (userId: number) => createCardToken(t.database.db, userId);

async function setPeriods(userId: number, periods: [startDays: number, endDays: number][]) {
  const now = Date.now();
  await t.database.db.delete(memberships).where(eq(memberships.userId, userId));
  for (const [start, end] of periods) {
    await t.database.db.insert(memberships).values({
      userId,
      start: new Date(now + start * DAY_MS),
      end: new Date(now + end * DAY_MS),
      source: 'admin',
      ref: `TEST-${userId}-${start}`,
    });
  }
}

describe('« Ma carte d’adhérent »: the PDF', () => {
  it('is a one-page PDF of bank-card size holding the name, number, dates and association', async () => {
    const member = await createMember(t.database.db, {
      firstname: 'Élodie',
      lastname: 'Łukasiewicz',
      code: 'INSCR-7',
      memberCode: 'ADH-2026-042',
    });
    await setPeriods(member.id, [[-30, 335]]);
    const response = await downloadCard(await signIn(t.database.db, member));

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="carte-adherent.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { box, links } = await readPdfPage(pdf);
    const [x0, y0, x1, y1] = box;
    // 85.6 × 54 mm: 242.65 × 153.07 points.
    expect([x0, y0]).toEqual([0, 0]);
    expect(x1).toBeCloseTo(242.65, 1);
    expect(y1).toBeCloseTo(153.07, 1);
    expect(CARD_SIZE.width).toBeCloseTo(242.65, 1);
    // The QR code's area links to the check page of her card: the same address it encodes.
    expect(links).toEqual([`https://adherents.exemple.org/carte/${await tokenOf(member.id)}`]);
    const check = await t.app.inject({
      method: 'GET',
      url: new URL(links[0]!).pathname.replace('/carte/', '/api/membership-cards/'),
    });
    expect(check.json().data.status).toBe('valid');

    const text = await extractPdfText(pdf);
    expect(text).toContain('Élodie Łukasiewicz');
    expect(text).toContain("N° d'adhérent : ADH-2026-042");
    expect(text).not.toContain('INSCR-7');
    expect(text).toContain('Association Cognition après Cancer');
    const day = (days: number) =>
      new Date(Date.now() + days * DAY_MS).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
    expect(text.replace(/\s+/g, ' ')).toContain(`Valable du ${day(-30)} au ${day(335)}`);
  });

  it('prints the registration number when the staff gave none, and the renewal’s end', async () => {
    const member = await createMember(t.database.db, { code: 'INSCR-8', memberCode: null });
    await setPeriods(member.id, [
      [-355, 10],
      [10, 375],
    ]);
    const response = await downloadCard(await signIn(t.database.db, member));
    expect(response.statusCode).toBe(200);
    const text = (await extractPdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain("N° d'adhérent : INSCR-8");
    const day = (days: number) =>
      new Date(Date.now() + days * DAY_MS).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
    expect(text).toContain(`au ${day(375)}`);
  });

  it('is refused in French to a person without a current membership', async () => {
    const expired = await createMember(t.database.db);
    await setPeriods(expired.id, [[-400, -35]]);
    const pro = await createPro(t.database.db);
    for (const person of [await createMember(t.database.db), expired, pro]) {
      const response = await downloadCard(await signIn(t.database.db, person));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'not_found',
        message: expect.stringContaining("Vous n'avez pas d'adhésion en cours"),
      });
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/membership-card.pdf' })).statusCode).toBe(401);
  });
});

describe('the QR code', () => {
  it('encodes the public check page of the card', () => {
    const token = sealCardToken('a'.repeat(64), 42);
    const url = buildCardCheckUrl('https://adherents.exemple.org/', token);
    expect(url).toBe(`https://adherents.exemple.org/carte/${token}`);
    const qr = encodeQr(url);
    expect(qr.text).toBe(url);
    // Version 4 (33 modules) holds the address at level M; its finder patterns are in the corners.
    expect(qr.size).toBeGreaterThanOrEqual(29);
    for (const [row, column] of [
      [0, 0],
      [0, qr.size - 1],
      [qr.size - 1, 0],
    ] as const)
      expect(qr.isDark(row, column)).toBe(true);
  });
});

describe('the card token', () => {
  const secret = 'b'.repeat(64);

  it('names the person without showing her id, and any change makes it unknown', () => {
    const token = sealCardToken(secret, 7);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(openCardToken(secret, token)).toBe(7);
    // Consecutive people get unrelated tokens: the id cannot be read or counted.
    const next = sealCardToken(secret, 8);
    expect(next.slice(0, 10)).not.toBe(token.slice(0, 10));
    expect(Buffer.from(token, 'base64url').includes(Buffer.from([0, 0, 0, 7]))).toBe(false);
    for (let index = 0; index < token.length; index += 1) {
      const swapped = token[index] === 'A' ? 'B' : 'A';
      expect(openCardToken(secret, token.slice(0, index) + swapped + token.slice(index + 1))).toBeNull();
    }
    expect(openCardToken('c'.repeat(64), token)).toBeNull();
    expect(openCardToken(secret, `${token}A`)).toBeNull();
  });
});

describe('the public check of a card', () => {
  it('says valid until the end of the running membership, and nothing about the person', async () => {
    const member = await createMember(t.database.db, { firstname: 'Suzanne', lastname: 'Vérifiée' });
    await setPeriods(member.id, [[-30, 335]]);
    const token = await tokenOf(member.id);
    const response = await check(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const end = new Date(Date.now() + 335 * DAY_MS).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
    expect(response.json()).toEqual({
      data: { status: 'valid', until: expect.any(String), message: `Carte valide jusqu'au ${end}` },
    });
    expect(Object.keys(response.json().data).sort()).toEqual(['message', 'status', 'until']);
    for (const personal of ['Suzanne', 'Vérifiée', member.email, `"${member.id}"`, `:${member.id},`])
      expect(response.body).not.toContain(personal);
  });

  it('keeps the printed card valid through a renewal, and says when it expired', async () => {
    const member = await createMember(t.database.db);
    await setPeriods(member.id, [[-360, 5]]);
    const token = await tokenOf(member.id);
    // She renews: a period from the running one's end (as the service starts it). The same card now runs to the new end.
    const [running] = await t.database.db.select().from(memberships).where(eq(memberships.userId, member.id));
    await t.database.db.insert(memberships).values({
      userId: member.id,
      start: running!.end,
      end: new Date(Date.now() + 370 * DAY_MS),
      source: 'admin',
      ref: `TEST-${member.id}-renewal`,
    });
    const renewedEnd = new Date(Date.now() + 370 * DAY_MS).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
    expect((await check(token)).json().data.message).toBe(`Carte valide jusqu'au ${renewedEnd}`);

    await setPeriods(member.id, [[-400, -20]]);
    const endedOn = new Date(Date.now() - 20 * DAY_MS).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
    const expired = await check(token);
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toEqual({
      data: { status: 'expired', until: expect.any(String), message: `Carte expirée le ${endedOn}` },
    });
  });

  it('answers « Carte inconnue » for a tampered, forged or malformed token', async () => {
    const member = await createMember(t.database.db);
    await setPeriods(member.id, [[-30, 335]]);
    const token = await tokenOf(member.id);
    const tampered = `${token.slice(0, 5)}${token[5] === 'x' ? 'y' : 'x'}${token.slice(6)}`;
    const forged = sealCardToken('d'.repeat(64), member.id);
    for (const bad of [
      tampered,
      forged,
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'pas-une-carte',
      String(member.id),
    ]) {
      const response = await check(bad);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Carte inconnue' });
    }
  });

  it('answers « Carte inconnue » for a person who never was a member', async () => {
    const person = await createMember(t.database.db);
    const response = await check(await tokenOf(person.id));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Carte inconnue');
  });

  it('limits the checks from one address (429 in French)', async () => {
    await awayFromWindowEdge(10 * 60);
    const member = await createMember(t.database.db);
    await setPeriods(member.id, [[-30, 335]]);
    const token = await tokenOf(member.id);
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) statuses.push((await check(token, '192.0.2.77')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const refused = await check('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '192.0.2.77');
    expect(statuses[30]).toBe(429);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Trop de tentatives, veuillez réessayer plus tard.');
    // Another address is not held back.
    expect((await check(token, '192.0.2.78')).statusCode).toBe(200);
  });
});
