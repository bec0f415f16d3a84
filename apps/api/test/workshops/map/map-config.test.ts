import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const imgSrc = (csp: unknown) => (/img-src ([^;]+)/.exec(String(csp))?.[1] ?? '').split(' ');

describe('GET /api/map/config', () => {
  let standard: TestApp;
  let local: TestApp;

  beforeAll(async () => {
    standard = await createTestApp();
    local = await createTestApp({
      MAP_TILE_URL: 'http://tuiles.asso.local:8080/osm/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap, tuiles de l’association',
    });
  });
  afterAll(async () => {
    await standard.close();
    await local.close();
  });

  it('P2-MAP-01 gives a visitor the OpenStreetMap tiles and their credit by default', async () => {
    const response = await standard.app.inject({ method: 'GET', url: '/api/map/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© les contributeurs d’OpenStreetMap',
      },
    });
    expect(imgSrc(response.headers['content-security-policy'])).toContain('https://tile.openstreetmap.org');
  });

  it('follows MAP_TILE_URL, and the CSP lets the pages load images from that server', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/api/map/config' });
    expect(response.json()).toEqual({
      data: {
        tile_url: 'http://tuiles.asso.local:8080/osm/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap, tuiles de l’association',
      },
    });
    const page = await local.app.inject({ method: 'GET', url: '/api/health' });
    expect(imgSrc(page.headers['content-security-policy'])).toContain('http://tuiles.asso.local:8080');
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});
