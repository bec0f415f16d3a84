import { describe, expect, it } from 'vitest';
import { changeFilters, defaultFilters, readFilters, toSearch, writeFilters } from './pro-workshop-filters.ts';

describe('« Mes ateliers » filters in the address (P2 §2, §9)', () => {
  it('P2-PRO-09 reads and writes filters, sort and page size; defaults stay out of the address', () => {
    const filters = readFilters(
      new URLSearchParams(
        'department=69&city=Lyon&partner=4&from=2026-01-01&to=2026-02-01&sort=zip&per_page=all&page=2',
      ),
    );
    expect(filters).toEqual({
      department: '69',
      city: 'Lyon',
      partnerId: 4,
      from: '2026-01-01',
      to: '2026-02-01',
      sort: 'zip',
      perPage: 0,
      page: 2,
    });
    expect(writeFilters(filters).toString()).toBe(
      'department=69&city=Lyon&partner=4&from=2026-01-01&to=2026-02-01&sort=zip&per_page=all&page=2',
    );
    expect(writeFilters(defaultFilters).toString()).toBe('');
    expect(readFilters(new URLSearchParams('per_page=50')).perPage).toBe(50);
  });

  it('a hand-edited link keeps only what it can read', () => {
    expect(readFilters(new URLSearchParams('department=xx&partner=-1&from=hier&sort=drop&per_page=7&page=0'))).toEqual(
      defaultFilters,
    );
  });

  it('changing a filter goes back to page 1; the search carries user_id and the period', () => {
    expect(changeFilters({ ...defaultFilters, page: 3 }, { sort: 'zip' }).page).toBe(1);
    expect(
      toSearch(7, { ...defaultFilters, department: '69', partnerId: 2, from: '2026-01-01', to: '2026-01-31' }),
    ).toEqual({
      user_id: 7,
      department: '69',
      partner_id: 2,
      dates: ['2026-01-01', '2026-01-31'],
    });
    expect(toSearch(7, { ...defaultFilters, from: '2026-02-01', to: '2026-01-01' })).toEqual({ user_id: 7 });
  });
});
