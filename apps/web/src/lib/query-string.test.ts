import { describe, expect, it } from 'vitest';
import { toQueryString, type QueryParams } from './api-client.ts';
import { listPath, listQueryString } from './query-string.ts';

describe('a list query string built without the API client', () => {
  it('is the API client’s own encoding of the same filters', () => {
    const cases: QueryParams[] = [
      {},
      {
        page: 1,
        per_page: 15,
        sort: 'start',
        direction: 'asc',
        with: ['workshop.partner'],
        search: { when: 'coming' },
      },
      {
        search: { is_aja: 0, active: 1, city: 'Saint-Étienne', dates: ['2026-03-01', ''], days: [1, 3], empty: {} },
        with: ['user', null, 'partner'],
        select: [],
        flag: true,
        none: null,
        blank: '',
        page: 2,
      },
      { search: { near: '', nested: { a: null } } },
    ];
    for (const params of cases) expect(listQueryString(params)).toBe(toQueryString(params));
  });

  it('adds the query string to the path only when there is one', () => {
    expect(listPath('/api/a', {})).toBe('/api/a');
    expect(listPath('/api/a', { page: 1, search: { when: 'coming' } })).toBe(
      '/api/a?page=1&search=%7B%22when%22%3A%22coming%22%7D',
    );
  });
});
