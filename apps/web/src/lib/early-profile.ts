import type { Profile } from '@plateforme/shared/accounts/profile';
import { prefetchRequests, takeArrivedBody, takeEarlyAnswer, type EarlyAnswer } from './early-requests.ts';

const PROFILE_PATH = '/api/user';

/**
 * Asks for the signed-in person's profile (GET /api/user) as soon as the page's first script
 * runs, while the app's code is still downloading: on a phone the answer is there when the
 * route guard needs it rather than a round trip later (ADR 098). The app takes it once, for
 * the same token; anything but a plain success is asked again the usual way.
 */
export function prefetchProfile(now = Date.now()): void {
  prefetchRequests([PROFILE_PATH], now);
}

/** The early answer if it was asked with `token`, once; later loads ask the API again. */
export function takePrefetchedProfile(token: string | null): Promise<EarlyAnswer> | undefined {
  return takeEarlyAnswer(PROFILE_PATH, token);
}

/** The profile of an early answer's body, if it holds one. */
export function profileOf(body: unknown): Profile | undefined {
  const data = (body as { data?: Profile } | null)?.data;
  return data && typeof data === 'object' ? data : undefined;
}

/**
 * The early profile if it has already arrived (for `token`), taken once: the app's first
 * render then draws the screen rather than the guard's loader (ADR 105).
 */
export function takeArrivedProfile(token: string | null): Profile | undefined {
  return profileOf(takeArrivedBody(PROFILE_PATH, token));
}
