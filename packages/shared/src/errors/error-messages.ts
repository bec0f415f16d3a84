/**
 * The French message an AppError code stands for when no more precise message is given:
 * the API's error handler falls back on it, the web client shows it.
 */
import { messages } from '../messages/fr.ts';
import type { AppErrorCode } from './app-error.ts';

export const errorMessages: Record<AppErrorCode, string> = {
  bad_request: messages.errors.badRequest,
  invalid_grant: messages.auth.invalidCredentials,
  unauthenticated: messages.session.loggedOut,
  forbidden: messages.errors.forbidden,
  not_found: messages.errors.notFound,
  conflict: messages.errors.conflict,
  validation_failed: messages.errors.validationFailed,
  rate_limited: messages.errors.rateLimited,
  internal: messages.errors.generic,
};

export function getErrorMessage(code: AppErrorCode): string {
  return errorMessages[code];
}
