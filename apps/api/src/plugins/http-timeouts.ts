import type { Config } from '../config.ts';

type TimeoutSettings = Pick<Config, 'HTTP_HEADERS_TIMEOUT' | 'HTTP_REQUEST_TIMEOUT' | 'HTTP_IDLE_TIMEOUT'>;

/**
 * How long a client may keep a connection without sending what it announced (ADR 059): its
 * headers within HTTP_HEADERS_TIMEOUT and its whole request, body included, within
 * HTTP_REQUEST_TIMEOUT (else 408 and the connection is closed), and no connection silent in
 * both directions longer than HTTP_IDLE_TIMEOUT (closed). Node looks for late requests every
 * connectionsCheckingInterval, so that follows the shortest of the limits.
 */
export function httpTimeouts(config: TimeoutSettings) {
  const headersTimeout = Math.min(config.HTTP_HEADERS_TIMEOUT, config.HTTP_REQUEST_TIMEOUT);
  return {
    requestTimeout: config.HTTP_REQUEST_TIMEOUT,
    connectionTimeout: config.HTTP_IDLE_TIMEOUT,
    http: {
      headersTimeout,
      connectionsCheckingInterval: Math.min(10_000, Math.max(50, Math.floor(headersTimeout / 4))),
    },
  };
}
