import { authMessages } from '@plateforme/shared/messages/accounts';
import { errorMessages } from '@plateforme/shared/messages/common';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error.ts';
import { login } from '../../../lib/sign-in.ts';

export type { LoginCredentials } from '../../../lib/sign-in.ts';

/**
 * P1 §8: a refusal carrying an OAuth `error` field reads 'Identifiants incorrects'; any other
 * failure shows the server's message. Too many attempts (429, `rate_limited`) is not a wrong
 * password: the person is told to wait.
 */
const oauthErrorCode = (error: unknown) => {
  if (!isApiError(error)) return undefined;
  const body = error.body;
  return body && typeof body === 'object' && 'error' in body ? (body as { error: unknown }).error : undefined;
};

/** Too many failures for this address: the API signs it in again only with a solved captcha. */
export const isCaptchaRequired = (error: unknown) => oauthErrorCode(error) === 'captcha_required';

export function getLoginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const code = oauthErrorCode(error);
    if (code === 'captcha_required') return error.message || authMessages.captchaRequired;
    if (error.status === 429 || code === 'rate_limited') return error.message || errorMessages.rateLimited;
    if (code !== undefined && error.status < 500) return authMessages.invalidCredentials;
    return error.message;
  }
  return error instanceof Error && error.message ? error.message : errorMessages.generic;
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { silentErrors: true } });
}
