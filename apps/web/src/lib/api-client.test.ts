import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, toQueryString } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { readTokens, saveTokens } from './auth-storage.ts';
import { registerNavigate } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { profileQueryKey } from './session.ts';
import { getCurrentSnackbar } from './snackbar.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
let navigate: ReturnType<typeof vi.fn<(to: string, options?: { replace?: boolean }) => void>>;

beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse(200, { data: [] }));
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>();
  registerNavigate(navigate);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function lastRequest(): { url: string; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init };
}

describe('API client', () => {
  it('P1-LOGIN-27 sends the stored access token as Bearer on every request', async () => {
    saveTokens({ access_token: 'abc123', expires_in: 3600 }, true);
    await apiClient.get('/api/workshops');
    await apiClient.post('/api/meetings', { body: { places: 4 } });
    for (const [, init] of fetchMock.mock.calls as [string, RequestInit][]) {
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc123');
    }
  });

  it('P1-LOGIN-27 uses the API host as base and sends JSON', async () => {
    await apiClient.put('/api/users/3', { body: { firstname: 'Marie' } });
    const { url, init } = lastRequest();
    expect(url).toBe('/api/users/3');
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"firstname":"Marie"}');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    await apiClient.get('/api/partners');
    expect((lastRequest().init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('list filters drop empty values and send arrays as name[index]=value (P1 §7)', async () => {
    await apiClient.get('/api/users/1', {
      query: {
        with: ['payments', 'aja_assistant'],
        page: 2,
        search: { name: '', is_archived: false, workshop_id: 4 },
        sort: '',
        direction: undefined,
        empty: [],
      },
    });
    expect(lastRequest().url).toBe(
      `/api/users/1?with[0]=payments&with[1]=aja_assistant&page=2&search=${encodeURIComponent('{"is_archived":false,"workshop_id":4}')}`,
    );
  });

  it('encodes values and drops a search object left empty', () => {
    expect(toQueryString({ search: { title: '', type: null }, q: 'Café & thé' })).toBe('q=Caf%C3%A9%20%26%20th%C3%A9');
  });

  it('P1-LOGIN-23 P1-LOGIN-24 P1-LOGIN-25 a 401 while signed in ends the session, says so and goes to /login', async () => {
    saveTokens({ access_token: 'expired', expires_in: 3600 }, true);
    queryClient.setQueryData(profileQueryKey, { id: 1 });
    queryClient.setQueryData(['workshops'], ['cached']);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { code: 'unauthenticated', message: 'Vous êtes déconnecté' }));

    await expect(apiClient.get('/api/meetings')).rejects.toMatchObject({ status: 401 });

    expect(readTokens()).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(queryClient.getQueryData(profileQueryKey)).toBeNull();
    expect(queryClient.getQueryData(['workshops'])).toBeUndefined();
    expect(getCurrentSnackbar()).toMatchObject({ message: 'Vous êtes déconnecté' });
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('a call may stay on its page after a 401, the session still ends (DESIGN.md)', async () => {
    saveTokens({ access_token: 'expired', expires_in: 3600 }, false);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, {}));
    await expect(apiClient.get('/api/meetings', { onUnauthorized: 'stay' })).rejects.toBeInstanceOf(ApiError);
    expect(readTokens()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 401 for a visitor (wrong password, no session) neither shows a message nor navigates', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'invalid_grant' }));
    await expect(apiClient.post('/oauth/token', { anonymous: true, body: {} })).rejects.toMatchObject({ status: 401 });
    expect(getCurrentSnackbar()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('P1-ERR-01 a 403 is silent by default', async () => {
    saveTokens({ access_token: 't', expires_in: 3600 }, true);
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { code: 'forbidden', message: 'Action non autorisée' }));
    await expect(apiClient.get('/api/meetings')).rejects.toMatchObject({ status: 403 });
    expect(getCurrentSnackbar()).toBeNull();
    expect(readTokens()).not.toBeNull();
  });

  it('P1-ERR-02 a call that shows its 403 says "Action non autorisée"', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, {}));
    await expect(apiClient.post('/api/users/delete-incomplete-user', { showForbidden: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(getCurrentSnackbar()).toMatchObject({ message: 'Action non autorisée', severity: 'error' });
  });

  it('P1-ERR-03 other errors carry the status, the server message and the field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, {
        code: 'validation_failed',
        message: 'Données invalides',
        errors: { email: ['Format invalide'] },
      }),
    );
    const error = await apiClient.post('/api/register', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Données invalides',
      errors: { email: ['Format invalide'] },
    });
  });

  it('a network failure becomes a French ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiClient.get('/api/user')).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/serveur ne répond pas/),
    });
  });

  it('P1-LOGIN-18 renews an access token about to expire before the call, and stores the new pair in place of the old', async () => {
    saveTokens({ access_token: 'old', expires_in: 10, refresh_token: 'r1' }, true);
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { access_token: 'new', expires_in: 3600, refresh_token: 'r2' }))
      .mockResolvedValueOnce(jsonResponse(200, { data: {} }));
    await apiClient.get('/api/user');
    const [refreshUrl, refreshInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(refreshUrl).toBe('/oauth/token');
    expect(JSON.parse(refreshInit.body as string)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r1',
      client_id: 'web',
    });
    expect((lastRequest().init.headers as Record<string, string>).Authorization).toBe('Bearer new');
    expect(window.localStorage.length).toBe(1);
    expect(readTokens()).toMatchObject({ access_token: 'new', refresh_token: 'r2' });
  });

  it('P1-LOGIN-19 a refused refresh ends the session with the server message', async () => {
    saveTokens({ access_token: 'old', expires_in: 10, refresh_token: 'spent' }, true);
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(400, { error: 'invalid_grant', message: 'Jeton de renouvellement invalide.' }),
      )
      .mockResolvedValueOnce(jsonResponse(401, { code: 'unauthenticated', message: 'Vous êtes déconnecté' }));
    await expect(apiClient.get('/api/user')).rejects.toMatchObject({ status: 401 });
    expect(getCurrentSnackbar()).toMatchObject({ message: 'Jeton de renouvellement invalide.' });
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(window.localStorage.length).toBe(0);
  });
});
