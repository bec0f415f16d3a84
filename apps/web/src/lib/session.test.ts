import { describe, expect, it } from 'vitest';
import { readTokens, saveTokens } from './auth-storage.ts';
import { queryClient } from './query-client.ts';
import { profileQueryKey, takeAccessTokenFromUrl } from './session.ts';

describe('access token in the address', () => {
  it('P1-LOGIN-26 a query access_token signs the user in and leaves the address bar', () => {
    window.history.replaceState(null, '', '/home?access_token=xyz&expires_at=9999999999999&tab=2');
    expect(takeAccessTokenFromUrl(1_000)).toBe(true);
    expect(readTokens()).toMatchObject({ access_token: 'xyz', expires_at: 9_999_999_999_999 });
    expect(window.location.pathname + window.location.search).toBe('/home?tab=2');
  });

  it('replaces a previous session and its cached profile', () => {
    saveTokens({ access_token: 'old', expires_in: 60 }, true);
    queryClient.setQueryData(profileQueryKey, { id: 9 });
    window.history.replaceState(null, '', '/?access_token=new');
    takeAccessTokenFromUrl();
    expect(readTokens()?.access_token).toBe('new');
    expect(window.localStorage.length).toBe(0);
    expect(queryClient.getQueryData(profileQueryKey)).toBeUndefined();
  });

  it('does nothing without the parameter', () => {
    window.history.replaceState(null, '', '/home');
    expect(takeAccessTokenFromUrl()).toBe(false);
    expect(readTokens()).toBeNull();
  });
});
