import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, saveTokens } from './auth-storage.ts';
import { forgetEarlyRequests } from './early-requests.ts';
import { prefetchProfile } from './profile-request.ts';
import { getProfile, profileQueryOptions } from './profile.ts';

const profile = { id: 7, email: 'membre@demo.fr' };
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => answer(200, { data: profile }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  forgetEarlyRequests();
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the profile asked for as the page starts', () => {
  it('is asked once with the session token, and the first profile load takes it instead of asking again', async () => {
    saveTokens({ access_token: 'jeton-1', expires_in: 3600 }, true);
    prefetchProfile();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer jeton-1' });

    await expect(getProfile()).resolves.toEqual(profile);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The next load asks the API again: the early answer serves once.
    await getProfile();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not asked without a session, nor with a token about to be renewed', () => {
    prefetchProfile();
    saveTokens({ access_token: 'jeton-2', expires_in: 30 }, true);
    prefetchProfile();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('serves only the token it was asked with: a link signing in someone else asks again', async () => {
    saveTokens({ access_token: 'ancien', expires_in: 3600 }, true);
    prefetchProfile();
    saveTokens({ access_token: 'nouveau', expires_in: 3600 }, false);
    await getProfile();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer nouveau' });
  });

  it('P1-LOGIN-23 leaves a refused answer to the usual load, which ends the session', async () => {
    fetchMock.mockImplementation(async () => answer(401, { message: 'Non authentifié' }));
    saveTokens({ access_token: 'expire', expires_in: 3600 }, true);
    prefetchProfile();
    await expect(getProfile()).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts the profile query with the early answer once it has arrived, so the first render draws the screen', async () => {
    saveTokens({ access_token: 'jeton-3', expires_in: 3600 }, true);
    prefetchProfile();
    const initialData = profileQueryOptions.initialData as () => unknown;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(initialData()).toEqual(profile);
    // Taken once: a later load asks the API.
    expect(initialData()).toBeUndefined();
    await getProfile();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
