import type { Profile } from '@plateforme/shared/accounts/profile';
import { prefetchRequests } from './early-requests.ts';

/**
 * The profile's address and early request, apart from its query (`profile.ts`): the page's
 * first script imports this, and must not wait for the query's library and the session's code.
 */
export const PROFILE_PATH = '/api/user';

/**
 * Asks for the signed-in person's profile (GET /api/user) as soon as the page's first script
 * runs, while the app's code is still downloading: on a phone the answer is there when the
 * route guard needs it rather than a round trip later (ADR 098). The profile query takes it
 * once, for the same token; anything but a plain success is asked again the usual way.
 */
export function prefetchProfile(now = Date.now()): void {
  prefetchRequests([PROFILE_PATH], now);
}

/** The profile of an early answer's body, if it holds one. */
export function profileOf(body: unknown): Profile | undefined {
  const data = (body as { data?: Profile } | null)?.data;
  return data && typeof data === 'object' ? data : undefined;
}
