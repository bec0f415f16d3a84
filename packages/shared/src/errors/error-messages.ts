/**
 * The French message an AppError code stands for when no more precise message is given:
 * the API's error handler falls back on it, the web client shows it.
 */
import { authMessages } from '../messages/accounts.ts';
import { errorMessages, sessionMessages } from '../messages/common.ts';
import type { AppErrorCode } from './app-error.ts';

const messageByCode: Record<AppErrorCode, string> = {
  bad_request: errorMessages.badRequest,
  invalid_grant: authMessages.invalidCredentials,
  unauthenticated: sessionMessages.loggedOut,
  forbidden: errorMessages.forbidden,
  not_found: errorMessages.notFound,
  conflict: errorMessages.conflict,
  validation_failed: errorMessages.validationFailed,
  rate_limited: errorMessages.rateLimited,
  captcha_required: authMessages.captchaRequired,
  internal: errorMessages.generic,
  unavailable: errorMessages.unavailable,
};

export function getErrorMessage(code: AppErrorCode): string {
  return messageByCode[code];
}
