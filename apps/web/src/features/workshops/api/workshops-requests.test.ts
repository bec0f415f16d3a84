import { describe, expect, it } from 'vitest';
import { workshopsListPath, workshopsPageRequests } from './workshops-requests.ts';

function queryOf(path: string) {
  const params = new URL(path, 'http://localhost').searchParams;
  return {
    search: JSON.parse(params.get('search') ?? '{}') as unknown,
    sort: params.get('sort'),
    page: params.get('page'),
  };
}

describe('the address /workshops asks first', () => {
  it('P2-WSL-20 the first page of the active adults’ workshops, with the address’s filters and sort', () => {
    const [plain] = workshopsPageRequests('/workshops', '');
    expect(plain).toBe(workshopsListPath({ is_aja: 0, active: 1 }, 'subscriptions_count', 1));
    expect(plain!.startsWith('/api/workshops?')).toBe(true);
    expect(queryOf(plain!)).toEqual({ search: { is_aja: 0, active: 1 }, sort: 'subscriptions_count', page: '1' });

    const [filtered] = workshopsPageRequests(
      '/workshops/',
      '?department=69&days=2&days=1&sort=name&sequence=3&places=1',
    );
    expect(queryOf(filtered!)).toEqual({
      search: { is_aja: 0, active: 1, department: '69', days: [1, 2], sequence: 3, available_places: 1 },
      sort: 'name',
      page: '1',
    });
  });

  it('P2-WSL-20 an end day alone counts from today; nothing on another address', () => {
    const [until] = workshopsPageRequests('/workshops', '?to=2026-04-30', new Date('2026-03-04T09:00:00.000Z'));
    expect(queryOf(until!).search).toEqual({ is_aja: 0, active: 1, dates: ['2026-03-04', '2026-04-30'] });
    expect(workshopsPageRequests('/aja-workshops', '')).toEqual([]);
    expect(workshopsPageRequests('/workshops/3', '')).toEqual([]);
  });
});
