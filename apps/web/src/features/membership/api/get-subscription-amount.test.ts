import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, saveTokens } from '../../../lib/auth-storage.ts';
import { forgetEarlyRequests, prefetchRequests } from '../../../lib/early-requests.ts';
import { getSubscriptionAmount } from './get-subscription-amount.ts';
import { paymentPageRequests } from './payment-requests.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => answer(200, { data: { key: 'subscription_amount', value: '2000' } }));
  vi.stubGlobal('fetch', fetchMock);
  saveTokens({ access_token: 'jeton', expires_in: 3600 }, true);
});

afterEach(() => {
  forgetEarlyRequests();
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the membership price asked as the payment page starts', () => {
  it('P1-PAY-12 takes the early answer instead of asking again', async () => {
    prefetchRequests(paymentPageRequests('/payment/subscription'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(getSubscriptionAmount('subscription_amount')).resolves.toBe(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Once only: the next load asks the API.
    await getSubscriptionAmount('subscription_amount');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('P1-PAY-13 asks for the pro price the usual way when the page guessed the standard one', async () => {
    prefetchRequests(paymentPageRequests('/payment/subscription'));
    fetchMock.mockImplementationOnce(async () =>
      answer(200, { data: { key: 'pro_subscription_amount', value: '5000' } }),
    );
    await expect(getSubscriptionAmount('pro_subscription_amount')).resolves.toBe(5000);
    const [url] = fetchMock.mock.calls[2] as [string];
    expect(url).toBe('/api/settings/pro_subscription_amount');
  });

  it('asks again after an early failure', async () => {
    fetchMock.mockImplementationOnce(async () => answer(500, { message: 'Erreur' }));
    prefetchRequests(['/api/settings/subscription_amount']);
    await expect(getSubscriptionAmount('subscription_amount')).resolves.toBe(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
