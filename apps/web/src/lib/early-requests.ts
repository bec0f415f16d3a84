import { readTokens } from './auth-storage.ts';

/** A plain success's JSON body, or `failed` for anything else (refusal, network error, bad JSON). */
export type EarlyAnswer = { ok: true; body: unknown } | { ok: false };

type EarlyRequest = {
  /** The session's token it was asked with. */
  token: string;
  answer: Promise<EarlyAnswer>;
  /** Set once the answer is read: a screen drawn after that takes it without waiting. */
  settled?: EarlyAnswer;
};

const early = new Map<string, EarlyRequest>();

/** A token this close to its end is renewed by the app first: the early request would be refused. */
const FRESH_FOR_MS = 60_000;

/** Asks for `path` now with `token`, and keeps the answer for the app. */
function ask(path: string, token: string): void {
  const request: EarlyRequest = { token, answer: Promise.resolve({ ok: false }) };
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  request.answer = fetch(`${import.meta.env.VITE_API_URL ?? ''}${path}`, { headers })
    .then(async (response): Promise<EarlyAnswer> =>
      response.ok ? { ok: true, body: await response.json() } : { ok: false },
    )
    .catch((): EarlyAnswer => ({ ok: false }))
    .then((answer) => (request.settled = answer));
  early.set(path, request);
}

/**
 * Asks for `paths` (GET, the API's JSON) as soon as the page's first script runs, while the
 * app's code is still downloading, with the session's token and the headers the app's client
 * sends: on a phone the answers are there when the screen needs them rather than a round trip
 * later (ADR 098, ADR 105). Nothing is asked without a session or with a token about to be
 * renewed.
 */
export function prefetchRequests(paths: readonly string[], now = Date.now()): void {
  const tokens = readTokens();
  if (!tokens || tokens.expires_at - FRESH_FOR_MS <= now) return;
  for (const path of paths) ask(path, tokens.access_token);
}

/**
 * The early answer to `path`, still to come or there, without taking it: what the page's
 * first script asks next may depend on it (the profile's id, ADR 107).
 */
export function peekEarlyAnswer(path: string): Promise<EarlyAnswer> | undefined {
  return early.get(path)?.answer;
}

/** The session's token now: an early answer serves only the token it was asked with. */
const currentToken = () => readTokens()?.access_token;

/**
 * The early answer to `path` if it was asked with the session's current token, once: later
 * loads ask the API again. Anything but a plain success is for the caller to ask the usual
 * way, with the usual handling of a refusal (another person signed in by a link, a renewed token).
 */
export function takeEarlyAnswer(path: string): Promise<EarlyAnswer> | undefined {
  const kept = early.get(path);
  early.delete(path);
  return kept && kept.token === currentToken() ? kept.answer : undefined;
}

/**
 * The early success's body for `path` if it has already arrived (for the current token), taken
 * once; otherwise undefined and the request stays for `takeEarlyAnswer`. Lets a query start
 * with its data, so the screen draws complete in its first render instead of a loader first.
 */
export function takeArrivedBody(path: string): unknown {
  const kept = early.get(path);
  if (!kept?.settled?.ok || kept.token !== currentToken()) return undefined;
  early.delete(path);
  return kept.settled.body;
}

/** Forgets every early request (tests). */
export function forgetEarlyRequests(): void {
  early.clear();
}
