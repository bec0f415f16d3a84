/**
 * Failures that say "the database cannot answer now", not "this request is wrong" (ADR 023):
 * the caller may retry in a moment, so the API answers 503 instead of a 500.
 */

/**
 * SQLSTATE codes: a statement cancelled by statement_timeout (57014) or lock_timeout (55P03),
 * the server shutting down or refusing connections (57P0x, 53300); the 08 class (connection
 * exceptions) is matched by prefix. Node's own codes when the server cannot be reached.
 */
const unavailableCodes = new Set([
  '57014',
  '55P03',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
]);
/** node-postgres raises these without a SQLSTATE: pool acquisition and client-side query timeouts. */
const unavailableMessages = ['timeout exceeded when trying to connect', 'Query read timeout', 'Connection terminated'];

/** The error and its causes: drizzle wraps the driver's error in DrizzleQueryError.cause. */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE of a database error, through any wrapping. */
export function sqlState(error: unknown): string | undefined {
  for (const link of chain(error))
    if (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code)) return link.code;
  return undefined;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    if (typeof link.code === 'string' && (unavailableCodes.has(link.code) || link.code.startsWith('08'))) return true;
    if (
      typeof link.message === 'string' &&
      unavailableMessages.some((text) => (link.message as string).startsWith(text))
    )
      return true;
  }
  return false;
}
