/**
 * What a failed API call throws. The body follows the API's error shape
 * `{code, message, errors}` (STYLE.md, Errors); the OAuth endpoint answers `{error, ...}`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Field-level messages in French, by field name (422). */
  readonly errors: Record<string, string[]>;
  /** The parsed response body, for callers that need more (login reads `error`). */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    this.code = typeof record.code === 'string' ? record.code : undefined;
    this.errors = isFieldErrors(record.errors) ? record.errors : {};
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  );
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
