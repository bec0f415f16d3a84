import { errorMessages, sessionMessages } from '@plateforme/shared/messages/common';
import { apiClient } from './api-client.ts';
import { saveTokens, type TokenResponse } from './auth-storage.ts';
import { getProfile, type Profile } from './profile.ts';
import { queryClient } from './query-client.ts';
import { endSession, profileQueryKey } from './session.ts';
import { showSnackbar } from './snackbar.ts';

/**
 * Signing in and out, shared by the login screen and registration (which signs the new
 * member in with the e-mail and password just chosen, P1 §7).
 */

/** `captcha`: the solved ALTCHA payload, sent only once the API has asked for it (captcha_required). */
export type LoginCredentials = { email: string; password: string; remember?: boolean; captcha?: string };

/**
 * P1 §4 Session: the password grant of the public client `web`, tokens kept where
 * remember-me says, then the profile. No profile means no session.
 */
export async function login({ email, password, remember = false, captcha }: LoginCredentials): Promise<Profile> {
  const tokens = await apiClient.post<TokenResponse>('/oauth/token', {
    anonymous: true,
    body: { grant_type: 'password', username: email, password, client_id: 'web', ...(captcha ? { captcha } : {}) },
  });
  endSession();
  saveTokens(tokens, remember);
  const profile = await getProfile();
  if (!profile) {
    endSession();
    throw new Error(errorMessages.generic);
  }
  queryClient.setQueryData(profileQueryKey, profile);
  return profile;
}

/**
 * P1 §4 Session: the API revokes the token, then this device forgets the session. The
 * device forgets it even when the API cannot be reached: signing out must always work.
 */
export async function logout(options: { announce?: boolean } = {}): Promise<void> {
  try {
    await apiClient.post('/api/logout', { onUnauthorized: 'ignore' });
  } catch {
    // Already revoked or offline: the local session ends anyway.
  } finally {
    endSession();
  }
  if (options.announce !== false) showSnackbar(sessionMessages.logoutSuccess, 'success');
}
