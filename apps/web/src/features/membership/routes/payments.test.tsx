import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ajaYoungProfile, userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { atWidth } from '../../../test/screen-width.ts';
import type { Payment } from '../api/get-payments.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { getCurrentSnackbar } from '../../../lib/snackbar.ts';

const payment = (id: number, patch: Partial<Payment>): Payment => ({
  id,
  ref: `CB-1-${id}`,
  created_at: '2026-01-15T10:00:00.000Z',
  type: 'subscription',
  amount: { subscription: 2000, donation: 0, pro_status_amount: 0, total: 2000 },
  code: '00000',
  status: 'paid',
  discounted: false,
  partner: null,
  receipt_number: null,
  refund: null,
  ...patch,
});

async function openHistory(payments: Payment[], profile = userProfile, extra = {}) {
  const calls = mockApi({
    [`GET /api/users/${profile.id}`]: () => jsonResponse(200, { data: { ...profile, payments } }),
    ...extra,
  });
  const view = renderRoute('/payments', profile);
  expect(await screen.findByRole('heading', { level: 1, name: 'Mes paiements' }, { timeout: 15_000 })).toBeTruthy();
  return { ...view, calls };
}

const rowsText = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('/payments', { timeout: 30_000 }, () => {
  it('P1-HIST-01 a visitor is sent to /login', async () => {
    const { router } = renderRoute('/payments');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it('P1-HIST-11 with no payments the text is "Aucun paiement"', async () => {
    const { calls } = await openHistory([]);
    expect(await screen.findByText('Aucun paiement')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/users/1')?.search).toBe('?with[0]=payments');
  });

  it('P1-HIST-02 P1-HIST-03 P1-HIST-04 P1-HIST-07 P1-HIST-08 P1-HIST-13 six columns, newest first, statuses, euros', async () => {
    await openHistory([
      payment(1, { created_at: '2025-03-02T10:00:00.000Z' }),
      payment(2, {
        created_at: '2026-02-20T10:00:00.000Z',
        code: '00001',
        amount: { subscription: 0, donation: 5000, pro_status_amount: 0, total: 5000 },
      }),
    ]);
    await screen.findAllByRole('row');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Réf',
      'Date',
      'Type',
      'Montant',
      'Statut',
      'Télécharger',
    ]);
    const rows = rowsText().map((cells) => cells.map((text) => text?.replace(/\s/g, ' ')));
    expect(rows).toEqual([
      ['CB-1-2', '20/02/2026', 'Don', '50,00 €', 'Échec', ''],
      ['CB-1-1', '02/03/2025', 'Adhésion', '20,00 €', 'Payé', ''],
    ]);
  });

  it('P1-HIST-09 P1-HIST-10 only paid payments with a donation have a tax receipt, downloaded with the token', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:recu');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = await openHistory(
      [
        payment(3, { amount: { subscription: 2000, donation: 3000, pro_status_amount: 0, total: 5000 } }),
        payment(4, { code: '00105', amount: { subscription: 0, donation: 3000, pro_status_amount: 0, total: 3000 } }),
        payment(5, {}),
      ],
      userProfile,
      {
        'GET /api/payments/3/print/donation': () =>
          new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      },
    );
    const buttons = await screen.findAllByRole('button', { name: /Reçu fiscal/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.getAttribute('aria-label')).toBe('Reçu fiscal CB-1-3');
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/api/payments/3/print/donation')?.authorization).toBe(
      `Bearer token-${userProfile.id}`,
    );
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('P1-HIST-05 thirty payments are all on one page, with no pager', async () => {
    await openHistory(
      Array.from({ length: 30 }, (_, index) =>
        payment(100 + index, { created_at: new Date(Date.UTC(2025, 0, index + 1)).toISOString() }),
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(31));
    expect(screen.queryByRole('navigation', { name: /pagination/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Page suivante' })).toBeNull();
  });

  it('P1-HIST-12 an AJA young person typing /payments is refused, and nothing of theirs is asked for', async () => {
    const calls = mockApi({});
    renderRoute('/payments', ajaYoungProfile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accès refusé' }, { timeout: 15_000 })).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/users/'))).toBe(false);
  });

  it('P1-HIST-06 P1-HIST-07 P1-HIST-08 P1-HIST-09 P1-HIST-13 on a phone each payment is a card: date, amount, status, tax receipt', async () => {
    atWidth(320);
    await openHistory([
      payment(7, {
        created_at: '2026-02-20T10:00:00.000Z',
        amount: { subscription: 2000, donation: 3000, pro_status_amount: 0, total: 5000 },
      }),
      payment(8, {
        created_at: '2026-01-10T10:00:00.000Z',
        code: '00105',
        status: 'failed',
        amount: { subscription: 0, donation: 1500, pro_status_amount: 0, total: 1500 },
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Mes paiements' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 2, name: '20/02/2026' })).toBeTruthy();
    expect(first.getByText('Payé')).toBeTruthy();
    expect(first.getByText(/50,00\s€/)).toBeTruthy();
    expect(first.getByRole('button', { name: 'Reçu fiscal CB-1-7' })).toBeTruthy();
    const second = within(cards[1]!);
    expect(second.getByRole('heading', { level: 2, name: '10/01/2026' })).toBeTruthy();
    expect(second.getByText('Échec')).toBeTruthy();
    expect(second.getByText(/15,00\s€/)).toBeTruthy();
    expect(second.queryByRole('button')).toBeNull();
  });

  it('a receipt that cannot be downloaded says so', async () => {
    await openHistory(
      [payment(9, { amount: { subscription: 0, donation: 3000, pro_status_amount: 0, total: 3000 } })],
      userProfile,
      {
        'GET /api/payments/9/print/donation': () =>
          jsonResponse(500, { code: 'internal', message: 'Une erreur est survenue' }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reçu fiscal CB-1-9' }));
    await waitFor(() =>
      expect(getCurrentSnackbar()?.message).toBe(
        "Le reçu fiscal n'a pas pu être téléchargé. Réessayez dans un instant.",
      ),
    );
  });

  it('a history that cannot be loaded says so, with a retry', async () => {
    let attempts = 0;
    mockApi({
      [`GET /api/users/${userProfile.id}`]: () =>
        ++attempts === 1
          ? jsonResponse(404, { code: 'not_found', message: 'Ressource introuvable' })
          : jsonResponse(200, { data: { ...userProfile, payments: [] } }),
    });
    renderRoute('/payments', userProfile);
    expect(
      await screen.findByText(
        "Vos paiements n'ont pas pu être chargés. Vérifiez votre connexion puis réessayez.",
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun paiement')).toBeTruthy();
  });

  it('a free adhesion is a 0 € line saying who pays; a subscription paid twice says its refund', async () => {
    await openHistory([
      payment(3, {
        ref: 'CB-1-3',
        created_at: '2026-03-01T10:00:00.000Z',
        refund: { amount: 2000, refunded_at: null },
      }),
      payment(2, {
        ref: 'CB-1-2',
        created_at: '2026-02-01T10:00:00.000Z',
        refund: { amount: 2000, refunded_at: '2026-02-20T10:00:00.000Z' },
      }),
      payment(1, {
        ref: 'ADH-FREE-1',
        type: 'free_adhesion',
        code: null,
        amount: { subscription: 0, donation: 0, pro_status_amount: 0, total: 0 },
        partner: { id: 4, name: 'Comité de Paris' },
      }),
    ]);
    await screen.findByText('Adhésion prise en charge par Comité de Paris', {}, { timeout: 15_000 });
    const rows = rowsText();
    expect(rows[0]).toEqual(expect.arrayContaining([expect.stringMatching(/^Payé – 20,00\s€ à rembourser$/)]));
    expect(rows[1]).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Payé – 20,00\s€ remboursés le 20\/02\/2026$/)]),
    );
    expect(rows[2]).toEqual(
      expect.arrayContaining([
        'Adhésion prise en charge par Comité de Paris',
        'Enregistrée',
        expect.stringMatching(/^0,00\s€$/),
      ]),
    );
  });
});
