import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, mapTileOrigin } from './config.ts';

describe('configuration', () => {
  it('has defaults that start the platform on a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', SEED: 'demo' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('loads the demo by default, except in production where it must be asked for (ADR 062)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).SEED).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'production' }).SEED).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'demo' }).SEED).toBe('demo');
  });

  it('refuses a port that is not a number with a one-line explanation', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Configuration invalide : PORT: PORT doit être un nombre/);
  });

  it('refuses a database URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL doit commencer par postgres/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('bounds how long a client may take, with limits that can be changed (ADR 059)', () => {
    expect(loadConfig({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT: 20_000,
      HTTP_REQUEST_TIMEOUT: 600_000,
      HTTP_IDLE_TIMEOUT: 60_000,
    });
    expect(loadConfig({ HTTP_REQUEST_TIMEOUT: '1200000' }).HTTP_REQUEST_TIMEOUT).toBe(1_200_000);
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT: 'jamais' })).toThrow(
      /HTTP_IDLE_TIMEOUT doit être un nombre de millisecondes/,
    );
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT: '0' })).toThrow(/HTTP_HEADERS_TIMEOUT doit valoir au moins 100 ms/);
  });

  it('serves OpenStreetMap tiles by default, and another tile server when asked', () => {
    const config = loadConfig({});
    expect(config.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.MAP_TILE_ATTRIBUTION).toContain('OpenStreetMap');
    expect(mapTileOrigin(config)).toBe('https://tile.openstreetmap.org');
    const local = loadConfig({ MAP_TILE_URL: 'http://tuiles.local:8080/osm/{z}/{x}/{y}.png' });
    expect(mapTileOrigin(local)).toBe('http://tuiles.local:8080');
    expect(mapTileOrigin(loadConfig({ MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' }))).toBe(
      'https://*.tile.example.org',
    );
  });

  it('refuses a tile address without its placeholders or outside http(s)', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tile.openstreetmap.org/carte.png' })).toThrow(
      /MAP_TILE_URL doit être/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'javascript:alert(1)//{z}/{x}/{y}' })).toThrow(/MAP_TILE_URL doit être/);
    expect(() => loadConfig({ MAP_TILE_URL: "https://a.org/{z}/{x}/{y}.png' 'unsafe-inline" })).toThrow(/MAP_TILE_URL/);
  });
});
