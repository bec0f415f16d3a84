import { setAjaThemeFlag } from './aja-theme.ts';
import { clearTokens, saveTokens } from './auth-storage.ts';
import { navigateTo } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { showSnackbar } from './snackbar.ts';
import { sessionMessages } from '@plateforme/shared/messages/common';

/** The signed-in user's profile (GET /api/user) is cached under this key; null = visitor. */
export const profileQueryKey = ['profile'] as const;

/**
 * Ends the session on this device: tokens removed, profile cleared (the app shows the
 * visitor view at once) and every other cached answer dropped, so nothing of this user
 * remains for the next one (P1 §4 Session), not even the AJA theme of a registration.
 */
export function endSession(): void {
  clearTokens();
  setAjaThemeFlag(false);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== profileQueryKey[0] });
  queryClient.setQueryData(profileQueryKey, null);
}

/** A 401 while signed in (P1-LOGIN-23..25): end the session, say so, go to /login. */
export function expireSession(options: { redirect?: boolean } = {}): void {
  endSession();
  showSnackbar(sessionMessages.loggedOut, 'warning');
  if (options.redirect !== false) navigateTo('/login', { replace: true });
}

const DEFAULT_HANDOFF_LIFETIME_S = 3600;

/**
 * A link carrying `access_token` (from the companion app or an e-mail) signs the user in
 * (P1-LOGIN-26): the token is stored for this tab, removed from the address bar (so it is
 * neither bookmarked nor shared), and the profile is loaded by the app as for any session.
 * Returns true when a token was taken.
 */
export function takeAccessTokenFromUrl(now = Date.now()): boolean {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('access_token');
  if (!token) return false;
  const expiresAt = Number(url.searchParams.get('expires_at'));
  const validExpiry =
    Number.isFinite(expiresAt) && expiresAt > now ? expiresAt : now + DEFAULT_HANDOFF_LIFETIME_S * 1000;
  endSession();
  saveTokens(
    { access_token: token, expires_in: Math.round((validExpiry - now) / 1000), expires_at: validExpiry },
    false,
    now,
  );
  queryClient.removeQueries({ queryKey: profileQueryKey });
  url.searchParams.delete('access_token');
  url.searchParams.delete('expires_at');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return true;
}
