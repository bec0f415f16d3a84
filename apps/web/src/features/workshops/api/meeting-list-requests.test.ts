import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, saveTokens } from '../../../lib/auth-storage.ts';
import { prefetchProfile } from '../../../lib/profile-request.ts';
import { forgetEarlyRequests } from '../../../lib/early-requests.ts';
import { jsonResponse } from '../../../test/mock-api.ts';
import { premiumUserProfile, proPremiumProfile, userProfile } from '../../../test/profiles.ts';
import { list } from '../test/meeting-fixtures.ts';
import { meetingListPath, nextPlacePath, ownMeetingsRequests, prefetchOwnMeetings } from './meeting-list-requests.ts';

// Wednesday 2026-03-04, 10:00 in Paris.
const now = new Date('2026-03-04T09:00:00.000Z');

/** The query of an address, the search filter read as JSON. */
function queryOf(path: string) {
  const query = Object.fromEntries(new URL(path, 'http://localhost').searchParams);
  return { ...query, search: JSON.parse(query.search ?? '{}') as unknown };
}

describe('the addresses of « Mes séances »’ lists', () => {
  it('P2-MEET-10 a member’s own sessions come from her subscriptions, a pro’s from the sessions', () => {
    const params = { search: { when: 'coming' as const }, page: 2, sort: 'start' as const, direction: 'asc' as const };
    const own = meetingListPath({ kind: 'subscriptions', userId: 2 }, params);
    expect(own.startsWith('/api/users/2/subscribitions?')).toBe(true);
    expect(queryOf(own)).toEqual({
      page: '2',
      per_page: '15',
      sort: 'start',
      direction: 'asc',
      'with[0]': 'workshop.partner',
      search: { when: 'coming' },
    });
    const pro = meetingListPath({ kind: 'meetings', userId: 7 }, params);
    expect(pro.startsWith('/api/meetings?')).toBe(true);
    expect(queryOf(pro).search).toEqual({ when: 'coming', user_id: 7 });
    expect(queryOf(nextPlacePath({ kind: 'subscriptions', userId: 2 }))).toMatchObject({
      page: '1',
      per_page: '5',
      sort: 'start',
      direction: 'asc',
      search: { upcoming: 1 },
    });
  });

  it('P2-MEET-23 /meetings asks the next place and the coming page the address gives', () => {
    const source = { kind: 'subscriptions', userId: premiumUserProfile.id } as const;
    const [next, coming] = ownMeetingsRequests('/meetings', '', premiumUserProfile, now);
    expect(next).toBe(nextPlacePath(source));
    expect(queryOf(coming!)).toMatchObject({ page: '1', sort: 'start', direction: 'asc', search: { when: 'coming' } });
    const [, filtered] = ownMeetingsRequests(
      '/meetings/',
      '?page=2&sort=sequence&direction=desc&range=thisWeek&type=remote&partner=4&past=3',
      premiumUserProfile,
      now,
    );
    // The partner filter is a pro's view of a member: the own list leaves it out.
    expect(queryOf(filtered!)).toMatchObject({
      page: '2',
      sort: 'sequence',
      direction: 'desc',
      search: { when: 'coming', dates: ['2026-03-02', '2026-03-08'], type: 'remote' },
    });
    const [, pros] = ownMeetingsRequests('/meetings', '', proPremiumProfile, now);
    expect(pros!.startsWith('/api/meetings?')).toBe(true);
  });

  it('P2-MEET-01 nothing for a member without membership, nor on another address', () => {
    expect(ownMeetingsRequests('/meetings', '', userProfile, now)).toEqual([]);
    expect(ownMeetingsRequests('/meetings', '', null, now)).toEqual([]);
    expect(ownMeetingsRequests('/meetings/9', '', premiumUserProfile, now)).toEqual([]);
    expect(ownMeetingsRequests('/workshops', '', premiumUserProfile, now)).toEqual([]);
  });
});

describe('« Mes séances »’ lists asked as the page starts', () => {
  afterEach(() => {
    forgetEarlyRequests();
    clearTokens();
    vi.unstubAllGlobals();
  });

  const start = async (pathname: string, profile: unknown, status = 200) => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/user' ? jsonResponse(status, { data: profile }) : jsonResponse(200, list([])),
    );
    vi.stubGlobal('fetch', fetchMock);
    saveTokens({ access_token: 'jeton', expires_in: 3600 }, true);
    prefetchProfile();
    prefetchOwnMeetings(pathname, '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    return fetchMock.mock.calls.map(([url]) => url);
  };

  it('P2-MEET-10 on /meetings, once the early profile has arrived, with its id', async () => {
    expect(await start('/meetings', premiumUserProfile)).toEqual([
      '/api/user',
      ...ownMeetingsRequests('/meetings', '', premiumUserProfile),
    ]);
  });

  it('P2-MEET-01 not on another page, nor without a profile', async () => {
    expect(await start('/workshops', premiumUserProfile)).toEqual(['/api/user']);
    expect(await start('/meetings', premiumUserProfile, 401)).toEqual(['/api/user']);
  });
});
