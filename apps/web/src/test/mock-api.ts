import { afterEach, beforeEach, vi } from 'vitest';

/** A JSON answer as the API gives it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

export type ApiCall = {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | undefined;
};

/**
 * Stubs `fetch` (the network boundary) with answers by "METHOD /path"; any other call answers
 * 404 as the API does. Returns the calls made, in order.
 */
export function mockApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ method, path: url.pathname, search: url.search, body, authorization: headers.Authorization });
      const handler = handlers[`${method} ${url.pathname}`];
      if (!handler) return jsonResponse(404, { code: 'not_found', message: 'Ressource introuvable' });
      return handler(body, url);
    }),
  );
  return calls;
}

/**
 * A bare `fetch` stub for every test of a file, emptied before each one and removed after:
 * the test says what each call answers (`mockResolvedValueOnce`).
 */
export function stubFetch() {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
