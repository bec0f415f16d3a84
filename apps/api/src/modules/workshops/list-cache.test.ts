import { describe, expect, it } from 'vitest';
import { createListCache, listCacheEnabled, type KeptList } from './list-cache.ts';

const kept = (body: string, storedAt = 0, maxAgeMs = 1000): KeptList => ({
  body,
  global: '7',
  workshopIds: [1, 2],
  shownSum: '3',
  storedAt,
  maxAgeMs,
});

describe('the workshops list cache', () => {
  it('gives back an answer under its key, for a while', () => {
    const cache = createListCache();
    cache.set('visitor|{}', kept('{"data":[]}'));
    expect(cache.get('visitor|{}', 999)?.body).toBe('{"data":[]}');
    expect(cache.get('member|{}', 999)).toBeUndefined();
  });

  it('forgets an answer once it is too old', () => {
    const cache = createListCache();
    cache.set('a', kept('A', 0, 1000));
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.get('a', 10)).toBeUndefined();
  });

  it('drops the least recently used answer when full', () => {
    const cache = createListCache({ maxEntries: 2 });
    cache.set('a', kept('A'));
    cache.set('b', kept('B'));
    expect(cache.get('a', 1)?.body).toBe('A');
    cache.set('c', kept('C', 2));
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)?.body).toBe('A');
    expect(cache.get('c', 3)?.body).toBe('C');
  });

  it('keeps nothing when switched off', () => {
    expect(listCacheEnabled('off')).toBe(false);
    expect(listCacheEnabled(' OFF ')).toBe(false);
    expect(listCacheEnabled(undefined)).toBe(true);
    const cache = createListCache({ enabled: false });
    cache.set('a', kept('A'));
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('computes once for requests missing the same key together', async () => {
    const cache = createListCache();
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 'A';
    };
    expect(await Promise.all([cache.once('a', compute), cache.once('a', compute), cache.once('b', compute)])).toEqual([
      'A',
      'A',
      'A',
    ]);
    expect(runs).toBe(2);
    expect(await cache.once('a', compute)).toBe('A');
    expect(runs).toBe(3);
  });
});
