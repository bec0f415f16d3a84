import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/demo.ts';
import { workshopTestApp } from './workshop-test-app.ts';

// The server seeds the demo's files into DATA_DIR/files (server.ts): the route reads them there.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-logos-'));
const { ctx, get } = workshopTestApp({ DATA_DIR: dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
beforeAll(async () => {
  await seedDemo(ctx.t.database.db, { filesDir: path.join(dataDir, 'files') });
}, 120_000);

describe('the demo partners’ logos', () => {
  it('P2-WSL-13 every active demo partner has a logo that downloads', async () => {
    const partners = (await get('/api/partners', { search: { active: 1 }, with: ['logo'] })).json().data as {
      logo: { url: string } | null;
    }[];
    expect(partners.length).toBeGreaterThan(0);
    for (const partner of partners) {
      expect(partner.logo).not.toBeNull();
      const response = await get(partner.logo!.url);
      expect(response.statusCode, partner.logo!.url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.rawPayload.subarray(0, 4).toString()).toBe('<svg');
    }
  });
});
