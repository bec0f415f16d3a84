import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getCurrentSnackbar } from '../../../lib/snackbar.ts';
import { userProfile } from '../../../test/profiles.ts';
import { jsonResponse } from '../../../test/mock-api.ts';
import { openPayment, payButtonName } from '../test/payment-screen.ts';

// Back from the bank: the return address's code, then the payment as its notification left it.

describe('payment screen, back from the bank', { timeout: 30_000 }, () => {
  it('P1-PAY-05 P1-PAY-28 P1-PAY-29 P1-PAY-30 code 00000: « en cours de confirmation » until the notification, then "Bravo" with the dates, profile reloaded, snack', async () => {
    let asked = 0;
    const { calls } = await openPayment(
      '/payment/subscription?code=00000&Mt=2000&Ref=CB-7&Auto=1&Erreur=00000&Sign=x',
      userProfile,
      {
        'GET /api/user': () => jsonResponse(200, { data: userProfile }),
        'GET /api/payments/by-ref/CB-7': () => {
          asked += 1;
          const paid = asked > 1;
          return jsonResponse(200, {
            data: {
              ref: 'CB-7',
              status: paid ? 'paid' : 'pending',
              amount: { subscription: 2000, donation: 0, total: 2000 },
              membership: paid ? { start: '2026-11-25T10:00:00.000Z', end: '2027-11-25T10:00:00.000Z' } : null,
              refund: null,
            },
          });
        },
      },
    );
    expect(await screen.findByText('Paiement en cours de confirmation…')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bravo' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bravo' }, { timeout: 6000 })).toBeTruthy();
    expect(screen.getByText(/Votre adhésion court du 25\/11\/2026 au 25\/11\/2027\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrir les ateliers' }).getAttribute('href')).toBe('/workshops');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user')).toBe(true));
    expect(getCurrentSnackbar()?.message).toBe('Paiement effectué !');
  });

  it('P1-PAY-31 code 00000 after a donation shows "Merci !" and where the receipt is', async () => {
    await openPayment('/payment/donation?code=00000&Ref=CB-8', userProfile, {
      'GET /api/user': () => jsonResponse(200, { data: userProfile }),
      'GET /api/payments/by-ref/CB-8': () =>
        jsonResponse(200, {
          data: {
            ref: 'CB-8',
            status: 'paid',
            amount: { subscription: 0, donation: 3000, total: 3000 },
            membership: null,
            refund: null,
          },
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci !' })).toBeTruthy();
    expect(screen.getByText(/reçu fiscal vous est envoyé par e-mail/)).toBeTruthy();
  });

  it('a success address whose notification says refused shows the error card, with no money taken', async () => {
    await openPayment('/payment/subscription?code=00000&Ref=CB-9', userProfile, {
      'GET /api/payments/by-ref/CB-9': () =>
        jsonResponse(200, {
          data: {
            ref: 'CB-9',
            status: 'failed',
            amount: { subscription: 2000, donation: 0, total: 2000 },
            membership: null,
            refund: null,
          },
        }),
    });
    expect(await screen.findByText(/Aucun montant n'a été débité/)).toBeTruthy();
    expect(screen.getByText(/Erreur lors du paiement veuillez recharger la page/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bravo' })).toBeNull();
  });

  it('a second membership for the same period says it will be refunded', async () => {
    await openPayment('/payment/subscription?code=00000&Ref=CB-10', userProfile, {
      'GET /api/user': () => jsonResponse(200, { data: userProfile }),
      'GET /api/payments/by-ref/CB-10': () =>
        jsonResponse(200, {
          data: {
            ref: 'CB-10',
            status: 'paid',
            amount: { subscription: 2000, donation: 0, total: 2000 },
            membership: null,
            refund: { amount: 2000, refunded_at: null },
          },
        }),
    });
    expect(await screen.findByText(/les 20,00\s€ de ce paiement pour l'adhésion vous seront remboursés/)).toBeTruthy();
  });

  it('a notification that does not come within a minute: a clear message, « Mes paiements », and a new check', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openPayment('/payment/subscription?code=00000&Ref=CB-11', userProfile, {
        'GET /api/payments/by-ref/CB-11': () =>
          jsonResponse(200, {
            data: {
              ref: 'CB-11',
              status: 'pending',
              amount: { subscription: 2000, donation: 0, total: 2000 },
              membership: null,
              refund: null,
            },
          }),
      });
      expect(await screen.findByText('Paiement en cours de confirmation…')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(61_000);
      expect(await screen.findByText(/prend plus de temps que prévu/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Mes paiements' }).getAttribute('href')).toBe('/payments');
      fireEvent.click(screen.getByRole('button', { name: 'Vérifier à nouveau' }));
      expect(await screen.findByText('Paiement en cours de confirmation…')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('P1-PAY-32 P1-PAY-34 another code shows the error card; "Réessayer" removes the return fields', async () => {
    const { router } = await openPayment('/payment/subscription?Mt=2000&Ref=CB-1&Erreur=00105&Sign=xyz&donation=10');
    const card = within(screen.getByRole('main'));
    expect(card.getByText(/Erreur lors du paiement veuillez recharger la page/)).toBeTruthy();
    expect(card.getByText(/Aucun montant n'a été débité/)).toBeTruthy();
    expect(card.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/home');
    fireEvent.click(card.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(router.location.search).toBe('?donation=10'));
    expect(await screen.findByRole('button', { name: payButtonName })).toBeTruthy();
  });

  it('P1-PAY-33 code 00001 keeps only the subscription parameter', async () => {
    const { router } = await openPayment('/payment/subscription?subscription=1&donation=10&code=00001&Ref=CB-1');
    expect(screen.getByText(/Erreur lors du paiement veuillez recharger la page/)).toBeTruthy();
    await waitFor(() => expect(router.location.search).toBe('?subscription=1'));
  });
});
