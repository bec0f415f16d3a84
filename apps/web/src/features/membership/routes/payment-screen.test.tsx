import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ajaYoungProfile,
  premiumUserProfile,
  proPremiumProfile,
  proProfile,
  userProfile,
} from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { openPayment, payButtonName, validate } from '../test/payment-screen.ts';
import { settingsHandlers } from '../test/settings-handlers.ts';

// The screen before the bank: who may open it, each mode, and the form sent to the provider.
// The return from the bank is in payment-screen-return.test.tsx.

function tickAll() {
  for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
}

describe('payment screen', { timeout: 30_000 }, () => {
  it('P1-PAY-01 P1-PAY-02 a visitor is sent to /login', async () => {
    const { router } = renderRoute('/payment/subscription');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    const donation = renderRoute('/payment/donation');
    await waitFor(() => expect(donation.router.location.pathname).toBe('/login'));
  });

  it('P1-PAY-03 the renewal page is for pros: a patient lands on /unauthorized', async () => {
    mockApi(settingsHandlers);
    const { router } = renderRoute('/payment/resubscription', userProfile);
    await waitFor(() => expect(router.location.pathname).toBe('/unauthorized'));
  });

  it('P1-PAY-03 P1-PAY-45 a premium pro renews from 15 days before the end, not before', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
    const early = await openPayment('/payment/resubscription', {
      ...proPremiumProfile,
      premium_dates: { start: inDays(-335), end: inDays(30) },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Renouveler mon adhésion' })).toBeTruthy();
    const locked = (await screen.findByRole('switch', { name: /Adhésion : 50,00\s€/ })) as HTMLInputElement;
    expect(locked.checked).toBe(false);
    expect(locked.disabled).toBe(true);
    expect(screen.getByText('Votre adhésion est déjà en cours.')).toBeTruthy();
    early.unmount();

    await openPayment('/payment/resubscription', {
      ...proPremiumProfile,
      premium_dates: { start: inDays(-355), end: inDays(10) },
    });
    const open = (await screen.findByRole('switch', { name: /Adhésion : 50,00\s€/ })) as HTMLInputElement;
    expect(open.checked).toBe(true);
    expect(open.disabled).toBe(false);
  });

  it('P1-PAY-44 a member may take the next year from 15 days before the end', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
    const early = await openPayment('/payment/subscription', {
      ...premiumUserProfile,
      premium_dates: { start: inDays(-345), end: inDays(20) },
    });
    expect(((await screen.findByRole('switch', { name: /Adhésion/ })) as HTMLInputElement).disabled).toBe(true);
    early.unmount();
    await openPayment('/payment/subscription', {
      ...premiumUserProfile,
      premium_dates: { start: inDays(-355), end: inDays(10) },
    });
    expect(((await screen.findByRole('switch', { name: /Adhésion : 20,00\s€/ })) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('P1-PAY-06 P1-PAY-12 P1-PAY-09 P1-PAY-10 P1-PAY-11 subscription mode: switch, 20 € amount, certification, four terms, the pay button', async () => {
    await openPayment('/payment/subscription');
    const subscription = await screen.findByRole('switch', { name: /Adhésion : 20,00\s€/ });
    expect((subscription as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: /pathologie cancéreuse/ })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByText(/Total : 20,00\s€/)).toBeTruthy();
    expect(validate()).toBeTruthy();
  });

  it('P1-PAY-20 P1-PAY-21 P1-PAY-24 the pay button stays disabled with its tooltip text until every box is ticked', async () => {
    await openPayment('/payment/subscription');
    await screen.findByRole('switch', { name: /Adhésion/ });
    expect(validate().disabled).toBe(true);
    const hint = screen.getByText('Vous devez accepter les conditions ci-dessus avant de pouvoir continuer.');
    expect(validate().getAttribute('aria-describedby')).toBe(hint.id);
    tickAll();
    expect(validate().disabled).toBe(false);
    expect(screen.queryByText('Vous devez accepter les conditions ci-dessus avant de pouvoir continuer.')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /capture d'écran/ }));
    expect(validate().disabled).toBe(true);
  });

  it('P1-PAY-13 P1-PAY-22 a pro pays the pro amount and has no certification to tick', async () => {
    await openPayment('/payment/subscription', proProfile);
    expect(await screen.findByRole('switch', { name: /Adhésion : 50,00\s€/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /pathologie cancéreuse/ })).toBeNull();
    tickAll();
    expect(validate().disabled).toBe(false);
  });

  it('P1-PAY-02 P1-PAY-07 P1-PAY-15 P1-PAY-17 donation mode: 30 € by default, the tax note, no terms', async () => {
    await openPayment('/payment/donation');
    const amount = (await screen.findByRole('spinbutton', { name: 'Montant du don (€)' })) as HTMLInputElement;
    expect(amount.value).toBe('30');
    expect((screen.getByRole('switch', { name: /Adhésion/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/Un don de 100 € ne vous coûte que 34 €/)).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(validate().disabled).toBe(false);
    fireEvent.change(amount, { target: { value: '0' } });
    expect(validate().disabled).toBe(true);
  });

  it('P1-PAY-04 /payment without a type is the donation screen', async () => {
    await openPayment('/payment');
    expect(((await screen.findByRole('spinbutton', { name: 'Montant du don (€)' })) as HTMLInputElement).value).toBe(
      '30',
    );
    expect((screen.getByRole('switch', { name: /Adhésion/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('P1-PAY-16 the donation amount comes from the query', async () => {
    await openPayment('/payment/donation?donation=50');
    expect(((await screen.findByRole('spinbutton', { name: 'Montant du don (€)' })) as HTMLInputElement).value).toBe(
      '50',
    );
    expect(screen.getByText(/Total : 50,00\s€/)).toBeTruthy();
  });

  it('P1-PAY-25 P1-PAY-26 P1-PAY-27 the pay button asks for the provider form and posts it hidden', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { calls } = await openPayment('/payment/donation', userProfile, {
      'POST /api/etransactions': () =>
        jsonResponse(200, {
          url: '/api/etransactions/sandbox',
          datas: [
            { key: 'PBX_SITE', value: '1999888' },
            { key: 'PBX_TOTAL', value: '3000' },
          ],
          hmac: 'ABC',
        }),
    });
    await screen.findByRole('spinbutton');
    fireEvent.click(validate());
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/api/etransactions')?.body).toEqual({
      user_id: userProfile.id,
      redirect_url: '/payment/donation?donation=30',
      subscription: false,
      donation: 30,
      discounted: false,
    });
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method.toUpperCase()).toBe('POST');
    expect([...form.querySelectorAll('input')].map((input) => [input.type, input.name, input.value])).toEqual([
      ['hidden', 'PBX_SITE', '1999888'],
      ['hidden', 'PBX_TOTAL', '3000'],
      ['hidden', 'PBX_HMAC', 'ABC'],
    ]);
  });

  it('P1-PAY-35 a failing payment call says so', async () => {
    await openPayment('/payment/donation', userProfile, {
      'POST /api/etransactions': () => jsonResponse(500, { code: 'internal', message: 'Une erreur est survenue' }),
    });
    await screen.findByRole('spinbutton');
    fireEvent.click(validate());
    expect(await screen.findByText('Une erreur est survenue lors de votre paiement.')).toBeTruthy();
  });

  it('card payment off (production without a merchant): the screen says so, « Payer 20,00 € » cannot be sent, and it says what is possible', async () => {
    const { calls } = await openPayment('/payment/subscription', userProfile, {
      'GET /api/etransactions/mode': () => jsonResponse(200, { data: { mode: 'off' } }),
    });
    expect(await screen.findByText(/Le paiement par carte n'est pas disponible pour le moment/)).toBeTruthy();
    expect(screen.getByText(/par chèque ou par virement/)).toBeTruthy();
    tickAll();
    const button = validate();
    expect(button.textContent).toMatch(/Payer 20,00\s€/);
    expect(button.disabled).toBe(true);
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      "Le paiement par carte n'est pas disponible : ce montant ne peut pas être réglé ici pour le moment.",
    );
    fireEvent.submit(button.closest('form')!);
    expect(calls.some((call) => call.path === '/api/etransactions')).toBe(false);
  });

  it('P1-PAY-47 an AJA young person typing the donation address is refused, with no payment form', async () => {
    renderRoute('/payment/donation', ajaYoungProfile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: payButtonName })).toBeNull();
  });
});
