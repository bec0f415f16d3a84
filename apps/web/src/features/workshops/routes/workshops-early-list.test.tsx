import { screen } from '@testing-library/react';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens } from '../../../lib/auth-storage.ts';
import { forgetEarlyRequests, prefetchPublicRequests } from '../../../lib/early-requests.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { premiumUserProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { workshopsPageRequests } from '../api/workshops-requests.ts';

const workshop = (id: number): WorkshopListItem => ({
  id,
  name: `Atelier ${id}`,
  type: 'onsite',
  city: 'Lyon',
  zip: '69003',
  user: { id: 50, firstname: 'Claire' },
  secondary_pro: null,
  partner: null,
  three_next_meetings: [],
});

/** The list answered (two workshops), then asked as the page's first script does for `search`. */
function askEarly(search: string) {
  const calls = mockApi({
    'GET /api/workshops': () =>
      jsonResponse(200, { data: [workshop(1), workshop(2)], meta: { total: 2, page: 1, per_page: 24, last_page: 1 } }),
  });
  prefetchPublicRequests(workshopsPageRequests('/workshops', search));
  return () => calls.filter((call) => call.path === '/api/workshops');
}

async function cards() {
  expect(await screen.findByText('2 ateliers', undefined, { timeout: 15_000 })).toBeTruthy();
  return screen.getAllByRole('heading', { level: 2, name: /^Atelier / });
}

describe('the workshops list asked by the page’s first script', { timeout: 30_000 }, () => {
  afterEach(() => {
    forgetEarlyRequests();
    clearTokens();
    vi.unstubAllGlobals();
  });

  it('P2-WSL-01 a visitor’s list is asked without a token and taken once by the screen', async () => {
    const listCalls = askEarly('');
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]?.authorization).toBeUndefined();
    renderRoute('/workshops');
    expect(await cards()).toHaveLength(2);
    expect(listCalls()).toHaveLength(1);
  });

  it('P2-WSL-01 a visitor’s answer is never the list of someone signed in since', async () => {
    const listCalls = askEarly('');
    renderRoute('/workshops', premiumUserProfile);
    expect(await cards()).toHaveLength(2);
    expect(listCalls().map((call) => call.authorization)).toEqual([undefined, `Bearer token-${premiumUserProfile.id}`]);
  });

  it('P2-WSL-20 a list asked for other filters is not used: the screen asks its own', async () => {
    const listCalls = askEarly('?sort=name');
    renderRoute('/workshops');
    expect(await cards()).toHaveLength(2);
    expect(listCalls().map((call) => new URLSearchParams(call.search).get('sort'))).toEqual([
      'name',
      'subscriptions_count',
    ]);
  });
});
