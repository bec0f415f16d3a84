import { describe, expect, it } from 'vitest';
import { listPath, listQueryString } from './query-string.ts';

describe('a list query string (P1 §7 « List filters »)', () => {
  it('sends arrays as name[index]=value and the search object as JSON, empty values dropped', () => {
    expect(listQueryString({})).toBe('');
    expect(
      listQueryString({
        page: 1,
        per_page: 15,
        sort: 'start',
        direction: 'asc',
        with: ['workshop.partner'],
        search: { when: 'coming' },
      }),
    ).toBe(
      'page=1&per_page=15&sort=start&direction=asc&with[0]=workshop.partner&search=%7B%22when%22%3A%22coming%22%7D',
    );
    expect(
      listQueryString({
        search: { is_aja: 0, active: 1, city: 'Saint-Étienne', dates: ['2026-03-01', ''], days: [1, 3], empty: {} },
        with: ['user', null, 'partner'],
        select: [],
        flag: true,
        none: null,
        blank: '',
        page: 2,
      }),
    ).toBe(
      'search=%7B%22is_aja%22%3A0%2C%22active%22%3A1%2C%22city%22%3A%22Saint-%C3%89tienne%22%2C%22dates%22%3A%5B%222026-03-01%22%5D%2C%22days%22%3A%5B1%2C3%5D%7D&with[0]=user&with[1]=partner&flag=true&page=2',
    );
    expect(listQueryString({ search: { near: '', nested: { a: null } } })).toBe('');
  });

  it('adds the query string to the path only when there is one', () => {
    expect(listPath('/api/a', {})).toBe('/api/a');
    expect(listPath('/api/a', { page: 1, search: { when: 'coming' } })).toBe(
      '/api/a?page=1&search=%7B%22when%22%3A%22coming%22%7D',
    );
  });
});
