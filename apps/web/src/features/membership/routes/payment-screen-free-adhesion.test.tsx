import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readAdhesionCode, saveAdhesionCode } from '../../../lib/adhesion-code-storage.ts';
import { getCurrentSnackbar } from '../../../lib/snackbar.ts';
import { jsonResponse } from '../../../test/mock-api.ts';
import { ajaYoungProfile, userProfile } from '../../../test/profiles.ts';
import { openPayment, validate } from '../test/payment-screen.ts';
import { adhesionSaved, freePartner, ligueMember, tickTerms, type RegisteredProfile } from '../test/free-adhesion.ts';

describe('free adhesion (total 0, no provider)', { timeout: 30_000 }, () => {
  it('P1-PAY-19 P1-PAY-23 P1-PAY-37 P1-PAY-38 P1-PAY-40 P1-PAY-41 P1-PAY-42 a ligue member adheres with the code kept from registration, then goes home', async () => {
    saveAdhesionCode(ligueMember.id, { partnerId: 3, code: 'LIGUE75', reason: 'ligue' });
    const premium = {
      ...ligueMember,
      types: ['premium'],
      premium_dates: { start: '2026-01-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' },
    };
    const { calls, router } = await openPayment('/payment/subscription', ligueMember, {
      ...freePartner,
      'POST /api/users/free-adhesion': adhesionSaved,
      'GET /api/user': () => jsonResponse(200, { data: premium }),
    });
    const subscription = await screen.findByRole('switch', { name: /Adhésion : 0,00\s€/ });
    expect(subscription.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('Votre adhésion est prise en charge par Ligue contre le cancer – Comité de Paris.'),
    ).toBeTruthy();
    expect(screen.getByText(/Total : 0,00\s€/)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /pathologie cancéreuse/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: /Code adhérent/ })).toBeNull();
    expect(validate().disabled).toBe(true);
    tickTerms();
    expect(validate().disabled).toBe(false);
    fireEvent.click(validate());

    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    const adhesion = calls.find((call) => call.path === '/api/users/free-adhesion');
    expect(adhesion?.body).toEqual({
      user_id: 21,
      partner_id: 3,
      adh_secret_code: 'LIGUE75',
      reason: 'ligue',
      ref: expect.stringMatching(/^ADH-FREE-\d{13}$/),
      note: null,
    });
    expect(calls.some((call) => call.path === '/api/etransactions')).toBe(false);
    const adhesionIndex = calls.indexOf(adhesion!);
    expect(calls.findIndex((call, index) => index > adhesionIndex && call.path === '/api/user')).toBeGreaterThan(
      adhesionIndex,
    );
    expect(getCurrentSnackbar()?.message).toBe('Adhésion enregistrée !');
    expect(readAdhesionCode(21)).toBeNull();
  });

  it('card payment off: the free adhesion is still offered and recorded, a donation with it cannot be sent', async () => {
    saveAdhesionCode(ligueMember.id, { partnerId: 3, code: 'LIGUE75', reason: 'ligue' });
    const { calls } = await openPayment('/payment/subscription?donation=10', ligueMember, {
      ...freePartner,
      'GET /api/etransactions/mode': () => jsonResponse(200, { data: { mode: 'off' } }),
      'POST /api/users/free-adhesion': adhesionSaved,
    });
    expect(await screen.findByText(/Votre adhésion gratuite, elle, s'enregistre ici sans carte/)).toBeTruthy();
    tickTerms();
    expect(validate().disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: /don/i }));
    expect(validate().disabled).toBe(false);
    fireEvent.click(validate());
    await waitFor(() => expect(calls.some((call) => call.path === '/api/users/free-adhesion')).toBe(true));
    expect(calls.some((call) => call.path === '/api/etransactions')).toBe(false);
  });

  it('a free employer partner (no code step at registration) asks for its code, without the way back', async () => {
    const employee: RegisteredProfile = {
      ...userProfile,
      id: 22,
      registration_process: JSON.stringify({ reason: 'employer', partner: { id: 8 } }),
    };
    await openPayment('/payment/subscription', employee, {
      'GET /api/partners/8': () =>
        jsonResponse(200, {
          data: { id: 8, name: 'Rail & Services – Mission handicap', price: 0, support_type: 'employer' },
        }),
    });
    expect(
      await screen.findByText(
        'Pour enregistrer votre adhésion, saisissez le code adhérent que votre partenaire vous a remis.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Code adhérent/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: "Revenir à l'étape du code adhérent" })).toBeNull();
    expect((screen.getByRole('checkbox', { name: /pathologie cancéreuse/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('P1-PAY-19 P1-PAY-36 P1-PAY-39 P1-PAY-42 an AJA carer adheres for free through the AJA adhesion and goes to the AJA home', async () => {
    const carer: RegisteredProfile = {
      ...userProfile,
      id: 31,
      is_aja: true,
      aja_role: 'aja_assistant',
      registration_process: JSON.stringify({ reason: 'aja', aja_role: 'aja_assistant' }),
    };
    const { calls, router } = await openPayment('/payment/subscription', carer, {
      'POST /api/users/aja-adhesion': adhesionSaved,
      'GET /api/user': () => jsonResponse(200, { data: { ...carer, types: ['premium'] } }),
    });
    expect(await screen.findByRole('switch', { name: /Adhésion : 0,00\s€/ })).toBeTruthy();
    expect(screen.getByText("L'adhésion AJA est gratuite : aucun paiement n'est nécessaire.")).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /pathologie cancéreuse/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('switch', { name: 'Don' })).toBeTruthy();
    tickTerms();
    fireEvent.click(validate());
    await waitFor(() => expect(router.location.pathname).toBe('/aja'));
    expect(calls.find((call) => call.path === '/api/users/aja-adhesion')?.body).toEqual({
      user_id: 31,
      adh_secret_code: null,
      reason: 'aja',
      aja_role: 'aja_assistant',
      ref: expect.stringMatching(/^ADH-AJA-\d{13}$/),
      note: null,
    });
    expect(calls.some((call) => call.path === '/api/etransactions' || call.path.startsWith('/api/partners'))).toBe(
      false,
    );
  });

  it('P1-PAY-36 P1-PAY-47 an AJA young person without membership adheres at 0 €, with no donation', async () => {
    const young = { ...ajaYoungProfile, id: 32, types: [], premium_dates: null };
    const { calls } = await openPayment('/payment/subscription?donation=20', young, {
      'POST /api/users/aja-adhesion': adhesionSaved,
      'GET /api/user': () => jsonResponse(200, { data: young }),
    });
    expect(await screen.findByRole('switch', { name: /Adhésion : 0,00\s€/ })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Don' })).toBeNull();
    expect(screen.getByText(/Total : 0,00\s€/)).toBeTruthy();
    tickTerms();
    fireEvent.click(validate());
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/users/aja-adhesion')?.body).toMatchObject({
        aja_role: 'aja_young',
      }),
    );
  });

  it('an AJA carer who donates with the free adhesion adheres first, then pays the donation alone by card', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const carer: RegisteredProfile = {
      ...userProfile,
      id: 33,
      is_aja: true,
      aja_role: 'aja_assistant',
      registration_process: '{not json',
    };
    const { calls } = await openPayment('/payment/subscription?donation=15', carer, {
      'POST /api/users/aja-adhesion': adhesionSaved,
      'GET /api/user': () => jsonResponse(200, { data: carer }),
      'POST /api/etransactions': () => jsonResponse(200, { url: '/api/etransactions/sandbox', datas: [], hmac: 'ABC' }),
    });
    expect(await screen.findByText(/Total : 15,00\s€/)).toBeTruthy();
    tickTerms();
    fireEvent.click(validate());
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(calls.map((call) => `${call.method} ${call.path}`).filter((line) => line.startsWith('POST'))).toEqual([
      'POST /api/users/aja-adhesion',
      'POST /api/etransactions',
    ]);
    expect(calls.find((call) => call.path === '/api/etransactions')?.body).toEqual({
      user_id: 33,
      redirect_url: '/payment/donation?donation=15',
      subscription: false,
      donation: 15,
      discounted: false,
    });
  });
});

describe('partner price', { timeout: 30_000 }, () => {
  const insured: RegisteredProfile = {
    ...userProfile,
    id: 41,
    registration_process: JSON.stringify({ reason: 'healthinsurance', aja_role: null, partner: { id: 6 } }),
  };

  it('P1-PAY-12 a partner price below the subscription amount is the discounted amount, asked with discounted: true', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { calls } = await openPayment('/payment/subscription', insured, {
      'GET /api/partners/6': () =>
        jsonResponse(200, {
          data: { id: 6, name: 'Mutuelle Santé Solidaire', price: 1000, support_type: 'healthinsurance' },
        }),
      'POST /api/etransactions': () => jsonResponse(200, { url: '/api/etransactions/sandbox', datas: [], hmac: 'ABC' }),
    });
    expect(await screen.findByRole('switch', { name: /Adhésion : 10,00\s€/ })).toBeTruthy();
    expect(screen.getByText(/Tarif réduit grâce à Mutuelle Santé Solidaire \(au lieu de 20,00\s€\)\./)).toBeTruthy();
    tickTerms();
    fireEvent.click(validate());
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/api/etransactions')?.body).toMatchObject({
      subscription: true,
      discounted: true,
      donation: 0,
    });
  });

  it('a partner price not below the subscription amount changes nothing', async () => {
    await openPayment('/payment/subscription', insured, {
      'GET /api/partners/6': () =>
        jsonResponse(200, { data: { id: 6, name: 'Mutuelle', price: null, support_type: 'healthinsurance' } }),
    });
    expect(await screen.findByRole('switch', { name: /Adhésion : 20,00\s€/ })).toBeTruthy();
    expect(screen.queryByText(/Tarif réduit/)).toBeNull();
  });

  it('a partner that cannot be loaded shows an error with a retry', async () => {
    let attempts = 0;
    await openPayment('/payment/subscription', insured, {
      'GET /api/partners/6': () =>
        ++attempts === 1
          ? jsonResponse(404, { code: 'not_found', message: 'Ressource introuvable' })
          : jsonResponse(200, { data: { id: 6, name: 'Mutuelle', price: 1000 } }),
    });
    expect(
      await screen.findByText(
        "Les informations de votre partenaire n'ont pas pu être chargées. Vérifiez votre connexion puis réessayez.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('switch', { name: /Adhésion : 10,00\s€/ })).toBeTruthy();
  });
});
