import { readTokens } from './auth-storage.ts';

type EarlyProfile = { token: string; answer: Promise<Response | null> };

let early: EarlyProfile | undefined;

/** A token this close to its end is renewed by the app first: the early request would be refused. */
const FRESH_FOR_MS = 60_000;

/**
 * Asks for the signed-in person's profile (GET /api/user) as soon as the page's first script
 * runs, while the app's code is still downloading: on a phone the answer is there when the
 * route guard needs it rather than a round trip later (ADR 098). The app takes it once, for
 * the same token; anything but a plain success is asked again the usual way.
 */
export function prefetchProfile(now = Date.now()): void {
  const tokens = readTokens();
  if (!tokens || tokens.expires_at - FRESH_FOR_MS <= now) return;
  const answer = fetch(`${import.meta.env.VITE_API_URL ?? ''}/api/user`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${tokens.access_token}` },
  }).catch(() => null);
  early = { token: tokens.access_token, answer };
}

/** The early answer if it was asked with `token`, once; later loads ask the API again. */
export function takePrefetchedProfile(token: string | null): Promise<Response | null> | undefined {
  const kept = early;
  early = undefined;
  return kept && kept.token === token ? kept.answer : undefined;
}
