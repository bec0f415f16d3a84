import { describe, expect, it } from 'vitest';
import { createListCache } from './list-cache.ts';

describe('the workshops list cache', () => {
  it('serves an answer under its version, for a while', () => {
    const cache = createListCache({ maxAgeMs: 1000 });
    cache.set('visitor|{}', '7', '{"data":[]}', 0);
    expect(cache.get('visitor|{}', '7', 999)).toBe('{"data":[]}');
    expect(cache.get('member|{}', '7', 999)).toBeUndefined();
  });

  it('never serves an answer once the data has changed, nor once it is too old', () => {
    const cache = createListCache({ maxAgeMs: 1000 });
    cache.set('a', '7', 'old', 0);
    expect(cache.get('a', '8', 10)).toBeUndefined();
    expect(cache.get('a', '7', 10)).toBeUndefined();
    cache.set('b', '8', 'body', 0);
    expect(cache.get('b', '8', 1000)).toBeUndefined();
  });

  it('drops the least recently used answer when full', () => {
    const cache = createListCache({ maxEntries: 2 });
    cache.set('a', '1', 'A', 0);
    cache.set('b', '1', 'B', 0);
    expect(cache.get('a', '1', 1)).toBe('A');
    cache.set('c', '1', 'C', 2);
    expect(cache.get('b', '1', 3)).toBeUndefined();
    expect(cache.get('a', '1', 3)).toBe('A');
    expect(cache.get('c', '1', 3)).toBe('C');
  });
});
