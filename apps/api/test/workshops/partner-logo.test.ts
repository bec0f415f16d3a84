import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, workshops } from '../../src/db/schema/index.ts';
import { createLocalStorage } from '../../src/lib/storage/local-storage.ts';
import { storeFile } from '../../src/seed/files.ts';
import { createPartner, createPro, createWorkshop } from '../helpers/factories.ts';
import { workshopTestApp } from './workshop-test-app.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'logo-test-'));
const { get, db } = workshopTestApp({ DATA_DIR: dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const ids = { svg: 0, png: 0, inactive: 0, none: 0, missing: 0, outside: 0, workshop: 0 };

async function withLogo(partner: { id: number }, relative: string, data: Buffer | null, mime: string) {
  const file = data
    ? await storeFile(createLocalStorage(path.join(dataDir, 'files')), relative, data, {
        name: path.basename(relative),
        mime,
      })
    : { name: 'absent.svg', path: relative, mime, sizeBytes: 0 };
  await db()
    .insert(attachments)
    .values({ ...file, attachableType: 'partner', attachableId: partner.id, role: 'logo' });
}

beforeAll(async () => {
  const [svgPartner, pngPartner, inactive, none, missing, outside] = await Promise.all([
    createPartner(db()),
    createPartner(db()),
    createPartner(db(), { active: false }),
    createPartner(db()),
    createPartner(db()),
    createPartner(db()),
  ]);
  await withLogo(svgPartner, 'partners/centre.svg', svg, 'image/svg+xml');
  await withLogo(pngPartner, 'partners/centre.png', png, 'image/png');
  await withLogo(inactive, 'partners/ferme.svg', svg, 'image/svg+xml');
  await withLogo(missing, 'partners/disparu.svg', null, 'image/svg+xml');
  await withLogo(outside, '../../etc/passwd', null, 'text/plain');
  const { workshop } = await createWorkshop(db(), { owner: await createPro(db()) });
  await db().update(workshops).set({ partnerId: svgPartner.id }).where(eq(workshops.id, workshop.id));
  Object.assign(ids, {
    svg: svgPartner.id,
    png: pngPartner.id,
    inactive: inactive.id,
    none: none.id,
    missing: missing.id,
    outside: outside.id,
    workshop: workshop.id,
  });
});

describe('GET /api/partners/{id}/logo', () => {
  it('P2-WSL-13 streams an active partner’s logo with its type, a day of cache and an ETag', async () => {
    const response = await get(`/api/partners/${ids.svg}/logo`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(svg)).toBe(true);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`/api/partners/${ids.svg}/logo`, {}, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const png = await get(`/api/partners/${ids.png}/logo`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers.etag).not.toBe(etag);
  });

  it('is a 404 for an inactive or unknown partner, no logo, a missing file or a path outside the files', async () => {
    for (const id of [ids.inactive, ids.none, ids.missing, ids.outside, 2_000_000]) {
      const response = await get(`/api/partners/${id}/logo`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().message).toBe('Ressource introuvable');
    }
    expect((await get('/api/partners/abc/logo')).statusCode).toBe(422);
  });

  it('P2-WSL-28 the partners list and the workshops give the logo’s address next to its path', async () => {
    const partners = (await get('/api/partners', { with: ['logo'] })).json().data as { id: number; logo: unknown }[];
    expect(partners.find((partner) => partner.id === ids.svg)?.logo).toMatchObject({
      path: 'partners/centre.svg',
      url: `/api/partners/${ids.svg}/logo`,
    });
    expect(partners.find((partner) => partner.id === ids.none)?.logo).toBeNull();
    const detail = (await get(`/api/workshops/${ids.workshop}`, { with: ['partner.logo'] })).json().data;
    expect(detail.partner.logo).toMatchObject({ path: 'partners/centre.svg', url: `/api/partners/${ids.svg}/logo` });
  });
});
