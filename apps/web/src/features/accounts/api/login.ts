import { messages } from '@plateforme/shared/messages/fr';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { saveTokens, type TokenResponse } from '../../../lib/auth-storage.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { endSession, profileQueryKey } from '../../../lib/session.ts';
import { getProfile, type Profile } from './get-profile.ts';

export type LoginCredentials = { email: string; password: string; remember?: boolean };

/**
 * P1 §4 Session: the password grant of the public client `web`, tokens kept where
 * remember-me says, then the profile. No profile means no session.
 */
export async function login({ email, password, remember = false }: LoginCredentials): Promise<Profile> {
  const tokens = await apiClient.post<TokenResponse>('/oauth/token', {
    anonymous: true,
    body: { grant_type: 'password', username: email, password, client_id: 'web' },
  });
  endSession();
  saveTokens(tokens, remember);
  const profile = await getProfile();
  if (!profile) {
    endSession();
    throw new Error(messages.errors.generic);
  }
  queryClient.setQueryData(profileQueryKey, profile);
  return profile;
}

/**
 * P1 §8: a refusal carrying an OAuth `error` field reads 'Identifiants incorrects'; any other
 * failure shows the server's message. Too many attempts (429, `rate_limited`) is not a wrong
 * password: the person is told to wait.
 */
export function getLoginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const body = error.body;
    const code = body && typeof body === 'object' && 'error' in body ? (body as { error: unknown }).error : undefined;
    if (error.status === 429 || code === 'rate_limited') return error.message || messages.errors.rateLimited;
    if (code !== undefined && error.status < 500) return messages.auth.invalidCredentials;
    return error.message;
  }
  return error instanceof Error && error.message ? error.message : messages.errors.generic;
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { silentErrors: true } });
}
