/**
 * Where the session's tokens live (P1 §3 Auth token). "Se souvenir de moi" keeps them in
 * localStorage (they survive closing the browser); otherwise sessionStorage (gone with the tab).
 */

import { TOKENS_KEY } from './storage-keys.ts';

export type TokenResponse = {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
};

export type AuthTokens = TokenResponse & {
  /** Milliseconds since the epoch: the moment the access token stops being valid. */
  expires_at: number;
};

function storages(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    return [];
  }
}

function isAuthTokens(value: unknown): value is AuthTokens {
  if (!value || typeof value !== 'object') return false;
  const tokens = value as Record<string, unknown>;
  return typeof tokens.access_token === 'string' && tokens.access_token !== '' && typeof tokens.expires_at === 'number';
}

export function readTokens(): AuthTokens | null {
  for (const storage of storages()) {
    try {
      const raw = storage.getItem(TOKENS_KEY);
      if (!raw) continue;
      const parsed: unknown = JSON.parse(raw);
      if (isAuthTokens(parsed)) return parsed;
    } catch {
      // An unreadable entry counts as no session.
    }
  }
  return null;
}

export function getAccessToken(): string | null {
  return readTokens()?.access_token ?? null;
}

export function hasSession(): boolean {
  return getAccessToken() !== null;
}

/** True when the current tokens are kept in localStorage (remember-me). */
export function isRemembered(): boolean {
  try {
    return window.localStorage.getItem(TOKENS_KEY) !== null;
  } catch {
    return false;
  }
}

export function saveTokens(
  response: TokenResponse & { expires_at?: number },
  remember: boolean,
  now = Date.now(),
): AuthTokens {
  const tokens: AuthTokens = {
    access_token: response.access_token,
    expires_in: response.expires_in,
    ...(response.refresh_token ? { refresh_token: response.refresh_token } : {}),
    expires_at: response.expires_at ?? now + response.expires_in * 1000,
  };
  clearTokens();
  try {
    (remember ? window.localStorage : window.sessionStorage).setItem(TOKENS_KEY, JSON.stringify(tokens));
  } catch {
    // Storage refused (private mode, quota): no session can be kept.
  }
  return tokens;
}

export function clearTokens(): void {
  for (const storage of storages()) {
    try {
      storage.removeItem(TOKENS_KEY);
    } catch {
      // Nothing to clear.
    }
  }
}
