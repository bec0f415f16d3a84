import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPayment } from '@plateforme/shared/membership/admin.schemas';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const payment = (id: number, patch: Partial<AdminPayment> = {}): AdminPayment => ({
  id,
  ref: `CB-${id}`,
  created_at: '2026-03-02T09:00:00.000Z',
  paid_at: '2026-03-02T09:05:00.000Z',
  status: 'paid',
  method: 'card',
  payer: { id: 10 + id, firstname: 'Jeanne', lastname: `Nom${id}`, email: `jeanne${id}@exemple.fr` },
  subscription_cents: 2000,
  donation_cents: 0,
  pro_status_amount_cents: 0,
  total_cents: 2000,
  discounted: false,
  partner: null,
  sandbox: false,
  refund_due_cents: 0,
  refunded_at: null,
  receipt_number: null,
  ...patch,
});
const list = (data: AdminPayment[]) => ({ data, meta: { total: data.length, page: 1, per_page: 20, last_page: 1 } });

describe('/admin/payments', { timeout: 30_000 }, () => {
  it('offers « Remboursement fait » on a flagged row only and sends the day and the note', async () => {
    const calls = mockApi({
      'GET /api/admin/payments': () => jsonResponse(200, list([payment(1), payment(2, { refund_due_cents: 2000 })])),
      'POST /api/admin/payments/2/refund-done': () =>
        jsonResponse(200, { data: { id: 2, refunded_at: '2026-03-03T11:00:00.000Z' } }),
    });
    renderRoute('/admin/payments', adminProfile);
    await screen.findByRole('heading', { level: 1, name: 'Paiements' }, { timeout: 15_000 });
    const buttons = await screen.findAllByRole(
      'button',
      { name: /^Remboursement fait : paiement/ },
      { timeout: 15_000 },
    );
    expect(buttons).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remboursement fait : paiement CB-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remboursement effectué' });
    fireEvent.change(within(dialog).getByLabelText('Note (moyen, référence)'), { target: { value: 'virement' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/payments/2/refund-done')).toBe(true));
    const sent = calls.find((call) => call.path === '/api/admin/payments/2/refund-done')!.body as {
      note: string;
      refunded_on: string;
    };
    expect(sent.note).toBe('virement');
    expect(sent.refunded_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows the API’s French message on its field and keeps the same key when the form is sent again', async () => {
    let answered = 0;
    const calls = mockApi({
      'GET /api/admin/payments': () => jsonResponse(200, list([])),
      'POST /api/admin/payments/manual': () => {
        answered += 1;
        return jsonResponse(422, {
          code: 'validation_failed',
          message: 'Données invalides',
          errors: { payer_email: ['Aucun compte avec cette adresse e-mail.'] },
        });
      },
    });
    renderRoute('/admin/payments', adminProfile);
    expect((await screen.findByText('Aucun résultat.', {}, { timeout: 15_000 })).getAttribute('role')).toBe('status');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer un paiement reçu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer un paiement reçu' });
    fireEvent.change(within(dialog).getByLabelText(/E-mail du compte du payeur/), {
      target: { value: 'x@exemple.fr' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Montant/), { target: { value: '12,5' } });
    fireEvent.change(within(dialog).getByLabelText(/Référence/), { target: { value: 'CHQ-9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await within(dialog).findByText('Aucun compte avec cette adresse e-mail.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(answered).toBe(2));
    const bodies = calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.body as { idempotency_key: string; amount_cents: number });
    expect(bodies[0]!.amount_cents).toBe(1250);
    expect(bodies[0]!.idempotency_key).toBe(bodies[1]!.idempotency_key);
  });
  it('refuses an amount that is not in euros on its field, before sending anything', async () => {
    const calls = mockApi({ 'GET /api/admin/payments': () => jsonResponse(200, list([])) });
    renderRoute('/admin/payments', adminProfile);
    await screen.findByText('Aucun résultat.', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer un paiement reçu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer un paiement reçu' });
    fireEvent.change(within(dialog).getByLabelText(/E-mail du compte du payeur/), {
      target: { value: 'x@exemple.fr' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Montant/), { target: { value: '12 euros' } });
    fireEvent.change(within(dialog).getByLabelText(/Référence/), { target: { value: 'CHQ-9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const amount = within(dialog).getByLabelText(/Montant/);
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Le montant doit être compris entre 0,01 € et 100 000 €.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
