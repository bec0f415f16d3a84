import { ApiError } from './api-error.ts';
import { isRemembered, readTokens, saveTokens, type TokenResponse } from './auth-storage.ts';
import { navigateTo } from './navigation.ts';
import { endSession, expireSession } from './session.ts';
import { listQueryString, type ListQueryValue } from './query-string.ts';
import { showSnackbar } from './snackbar.ts';
import { errorMessages } from '@plateforme/shared/messages/common';

/**
 * The one way the web app talks to the API (P1 §7, P2 §7): API host as base, the stored
 * access token as Bearer on every request, JSON in and out, list filters encoded the way
 * the API reads them, and the session rules of P1 §4 / §8 applied to every answer.
 */

/** Product text, not in the shared catalogue: the API could not be reached at all. */
export const NETWORK_ERROR = 'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.';

export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '';

export type QueryValue = ListQueryValue;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export type RequestOptions = {
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart (file uploads); takes precedence over `body`. */
  formData?: FormData;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob';
  /** With responseType 'blob': bytes received so far and the announced total (0 when unknown). */
  onProgress?: (received: number, total: number) => void;
  /**
   * What a 401 does while signed in. By default the session ends, 'Vous êtes déconnecté'
   * shows and the user goes to /login (P1-LOGIN-23..25). 'stay' ends the session without
   * leaving the page; 'ignore' is for the logout call, which ends the session itself.
   */
  onUnauthorized?: 'redirect' | 'stay' | 'ignore';
  /** Show 'Action non autorisée' on a 403; by default a 403 is silent (P1-ERR-01). */
  showForbidden?: boolean;
  /** Send no token (the token endpoint itself). */
  anonymous?: boolean;
};

/**
 * List filters: empty values are dropped, arrays are sent as `name[index]=value`, objects
 * (the `search` filter) as JSON, booleans as `true`/`false` (P1 §7 "List filters").
 */
export const toQueryString: (params: QueryParams) => string = listQueryString;

export function buildUrl(path: string, query?: QueryParams): string {
  const search = query ? toQueryString(query) : '';
  return `${API_BASE_URL}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

export function messageOf(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message.trim()) return record.message;
    if (typeof record.error_description === 'string' && record.error_description.trim())
      return record.error_description;
  }
  if (typeof body === 'string' && body.trim() && body.length < 300) return body;
  return status === 0 ? NETWORK_ERROR : errorMessages.generic;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!text) return null;
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** A file answer, read chunk by chunk when someone shows the progress. */
async function readBlob(response: Response, onProgress?: (received: number, total: number) => void): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

const REFRESH_MARGIN_MS = 30_000;
let refreshing: Promise<void> | null = null;

/** Renews an access token about to expire, once for all the calls waiting on it. */
export function refreshIfNeeded(): Promise<void> {
  const tokens = readTokens();
  if (!tokens?.refresh_token || tokens.expires_at - REFRESH_MARGIN_MS > Date.now()) return Promise.resolve();
  refreshing ??= (async () => {
    try {
      const response = await fetch(buildUrl('/oauth/token'), {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'web' }),
      });
      if (response.ok) {
        saveTokens((await response.json()) as TokenResponse, isRemembered());
      } else {
        // A refused refresh (P1 §8): the server's message, else 'Une erreur est survenue'; the session ends.
        const body = await readBody(response);
        endSession();
        showSnackbar(messageOf(response.status, body), 'error');
        navigateTo('/login', { replace: true });
      }
    } catch {
      // Offline: the call itself will report it.
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.anonymous) await refreshIfNeeded();
  const token = options.anonymous ? null : (readTokens()?.access_token ?? null);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }

  if (response.ok) {
    if (options.responseType === 'blob') return (await readBlob(response, options.onProgress)) as T;
    return (await readBody(response)) as T;
  }

  const errorBody = await readBody(response);
  if (response.status === 401 && token && options.onUnauthorized !== 'ignore') {
    expireSession({ redirect: options.onUnauthorized !== 'stay' });
  } else if (response.status === 403 && options.showForbidden) {
    showSnackbar(errorMessages.forbidden, 'error');
  }
  throw new ApiError(response.status, messageOf(response.status, errorBody), errorBody);
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body' | 'formData'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => apiRequest<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => apiRequest<T>('PUT', path, options),
  patch: <T>(path: string, options?: RequestOptions) => apiRequest<T>('PATCH', path, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
