import { describe, expect, it } from 'vitest';
import { clearTokens, getAccessToken, readTokens, saveTokens } from './auth-storage.ts';

describe('auth storage', () => {
  it('keeps the tokens in localStorage with remember-me, with expires_at = now + expires_in', () => {
    const tokens = saveTokens({ access_token: 'a', expires_in: 3600, refresh_token: 'r' }, true, 1_000_000);
    expect(tokens).toEqual({
      access_token: 'a',
      expires_in: 3600,
      refresh_token: 'r',
      expires_at: 1_000_000 + 3_600_000,
    });
    expect(window.localStorage.length).toBe(1);
    expect(window.sessionStorage.length).toBe(0);
    expect(readTokens()).toEqual(tokens);
  });

  it('keeps them in sessionStorage without remember-me', () => {
    saveTokens({ access_token: 'b', expires_in: 60 }, false);
    expect(window.localStorage.length).toBe(0);
    expect(getAccessToken()).toBe('b');
  });

  it('one session at a time: signing in again replaces the other storage', () => {
    saveTokens({ access_token: 'first', expires_in: 60 }, true);
    saveTokens({ access_token: 'second', expires_in: 60 }, false);
    expect(window.localStorage.length).toBe(0);
    expect(getAccessToken()).toBe('second');
  });

  it('clears both storages, and treats unreadable entries as no session', () => {
    saveTokens({ access_token: 'c', expires_in: 60 }, true);
    clearTokens();
    expect(readTokens()).toBeNull();
    window.localStorage.setItem('plateforme.auth', '{not json');
    expect(readTokens()).toBeNull();
  });
});
