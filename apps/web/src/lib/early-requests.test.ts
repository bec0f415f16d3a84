import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentPageRequests } from '../features/membership/api/payment-requests.ts';
import { clearTokens, saveTokens } from './auth-storage.ts';
import {
  forgetEarlyRequests,
  peekEarlyAnswer,
  prefetchRequests,
  takeArrivedBody,
  takeEarlyAnswer,
} from './early-requests.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => answer(200, { data: { url } }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  forgetEarlyRequests();
  clearTokens();
  vi.unstubAllGlobals();
});

describe('requests asked as the page starts', () => {
  it('asks every address once with the session token and the JSON header, each answer taken once', async () => {
    saveTokens({ access_token: 'jeton', expires_in: 3600 }, true);
    prefetchRequests(['/api/a', '/api/b']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/b');
    expect(init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer jeton' });

    await expect(takeEarlyAnswer('/api/a')).resolves.toEqual({ ok: true, body: { data: { url: '/api/a' } } });
    expect(takeEarlyAnswer('/api/a')).toBeUndefined();
  });

  it('asks nothing without a session, nor with a token about to be renewed', () => {
    prefetchRequests(['/api/a']);
    saveTokens({ access_token: 'court', expires_in: 30 }, true);
    prefetchRequests(['/api/a']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives an answer already arrived at once, and only while the session has the token it was asked with', async () => {
    saveTokens({ access_token: 'jeton', expires_in: 3600 }, true);
    prefetchRequests(['/api/a', '/api/b']);
    // Not arrived yet: nothing taken, the request stays for the query.
    expect(takeArrivedBody('/api/a')).toBeUndefined();
    await takeEarlyAnswer('/api/b');
    await new Promise((resolve) => setTimeout(resolve, 0));
    saveTokens({ access_token: 'autre', expires_in: 3600 }, true);
    expect(takeArrivedBody('/api/a')).toBeUndefined();
    saveTokens({ access_token: 'jeton', expires_in: 3600 }, true);
    expect(takeArrivedBody('/api/a')).toEqual({ data: { url: '/api/a' } });
    expect(takeArrivedBody('/api/a')).toBeUndefined();
  });

  it('leaves a refusal or a network failure to the usual request', async () => {
    fetchMock.mockImplementationOnce(async () => answer(401, { message: 'Non authentifié' }));
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    saveTokens({ access_token: 'jeton', expires_in: 3600 }, true);
    prefetchRequests(['/api/refus', '/api/panne']);
    await expect(takeEarlyAnswer('/api/refus')).resolves.toEqual({ ok: false });
    await expect(takeEarlyAnswer('/api/panne')).resolves.toEqual({ ok: false });
    expect(takeArrivedBody('/api/refus')).toBeUndefined();
  });
});

describe('an early answer the first script needs itself', () => {
  it('can be looked at before the app takes them, without taking them', async () => {
    saveTokens({ access_token: 'jeton', expires_in: 3600 }, true);
    prefetchRequests(['/api/a']);
    await expect(peekEarlyAnswer('/api/a')).resolves.toEqual({ ok: true, body: { data: { url: '/api/a' } } });
    expect(takeArrivedBody('/api/a')).toEqual({ data: { url: '/api/a' } });
    expect(peekEarlyAnswer('/api/a')).toBeUndefined();
  });
});

describe('what a payment address asks early', () => {
  it('P1-PAY-12 the standard price and the card mode on the subscription and the donation', () => {
    for (const path of ['/payment', '/payment/subscription', '/payment/donation', '/payment/subscription/'])
      expect(paymentPageRequests(path)).toEqual(['/api/settings/subscription_amount', '/api/etransactions/mode']);
  });

  it('P1-PAY-13 the pro price on the renewal, nothing elsewhere', () => {
    expect(paymentPageRequests('/payment/resubscription')).toEqual([
      '/api/settings/pro_subscription_amount',
      '/api/etransactions/mode',
    ]);
    expect(paymentPageRequests('/payments')).toEqual([]);
    expect(paymentPageRequests('/meetings')).toEqual([]);
  });
});
