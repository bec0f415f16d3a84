import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage.ts';
import { prefetchProfile } from '../../../lib/profile-request.ts';
import { forgetEarlyRequests } from '../../../lib/early-requests.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { premiumUserProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { prefetchOwnMeetings } from '../api/meeting-list-requests.ts';
import { freezeDate, list, meeting, pivot } from '../test/meeting-fixtures.ts';
import { isNextPlaceCall, OWN, rows } from '../test/open-meetings.ts';

beforeEach(freezeDate);
afterEach(() => {
  forgetEarlyRequests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The member's own list answered, then her profile and lists asked as the page's first script does. */
async function askEarly(search: string) {
  const calls = mockApi({
    'GET /api/user': () => jsonResponse(200, { data: premiumUserProfile }),
    [OWN]: (_body, url) =>
      jsonResponse(
        200,
        isNextPlaceCall(url.searchParams) ? list([]) : list([meeting(1, 5, { pivot: pivot(1, 2, 'validated') })]),
      ),
  });
  // The same token renderRoute keeps for her.
  saveTokens({ access_token: `token-${premiumUserProfile.id}`, expires_in: 3600, refresh_token: 'refresh' }, false);
  prefetchProfile();
  prefetchOwnMeetings('/meetings', search);
  const ownCalls = () => calls.filter((call) => call.path === '/api/users/2/subscribitions');
  // Asked once the profile has arrived.
  await waitFor(() => expect(ownCalls()).toHaveLength(2));
  return ownCalls;
}

describe('« Mes séances »’ lists asked by the page’s first script', { timeout: 30_000 }, () => {
  it('P2-MEET-10 P2-MEET-23 the screen takes the coming page and the next place instead of asking again', async () => {
    const ownCalls = await askEarly('');
    renderRoute('/meetings', premiumUserProfile);
    await screen.findByRole('heading', { level: 1, name: 'Liste de mes séances' }, { timeout: 15_000 });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(ownCalls()).toHaveLength(2);
  });

  it('P2-MEET-23 lists asked for other filters are not used: the screen asks its own', async () => {
    const ownCalls = await askEarly('?type=remote');
    renderRoute('/meetings', premiumUserProfile);
    await screen.findByRole('heading', { level: 1, name: 'Liste de mes séances' }, { timeout: 15_000 });
    await waitFor(() => expect(rows()).toHaveLength(1));
    // The next place does not depend on the filters: taken; the coming page is asked again.
    const asked = ownCalls().map((call) => new URLSearchParams(call.search));
    expect(asked).toHaveLength(3);
    expect(JSON.parse(asked[2]!.get('search') ?? '{}')).toEqual({ when: 'coming' });
  });
});
