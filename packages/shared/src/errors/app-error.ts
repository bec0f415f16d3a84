import { errorMessages } from '../messages/common.ts';

/**
 * One error type for both sides: services throw it, the API maps the code to a status,
 * the web client reads `code` to pick a message.
 */
export const errorStatus = {
  bad_request: 400,
  invalid_grant: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  validation_failed: 422,
  rate_limited: 429,
  /** Sign-in to an address with too many failures: allowed again with a solved captcha. */
  captcha_required: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly errors?: Record<string, string[]>;

  constructor(code: AppErrorCode, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.errors = errors;
  }
}

/** Bad input tied to one field: 422, the message under the field and as the summary. */
export const invalid = (field: string, message: string) =>
  new AppError('validation_failed', message, { [field]: [message] });

export const forbidden = (message: string = errorMessages.forbidden) => new AppError('forbidden', message);

export const conflict = (message: string) => new AppError('conflict', message);
