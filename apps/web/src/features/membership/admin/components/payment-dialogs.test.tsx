import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPayment } from '@plateforme/shared/membership/admin.schemas';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const flagged: AdminPayment = {
  id: 2,
  ref: 'CB-2',
  created_at: '2026-03-02T09:00:00.000Z',
  paid_at: '2026-03-02T09:05:00.000Z',
  status: 'paid',
  method: 'card',
  payer: { id: 12, firstname: 'Jeanne', lastname: 'Nom2', email: 'jeanne2@exemple.fr' },
  subscription_cents: 2000,
  donation_cents: 0,
  pro_status_amount_cents: 0,
  total_cents: 2000,
  discounted: false,
  partner: null,
  sandbox: false,
  refund_due_cents: 2000,
  refunded_at: null,
  receipt_number: null,
};
const list = (data: AdminPayment[]) => ({ data, meta: { total: data.length, page: 1, per_page: 20, last_page: 1 } });

/** Opens a dialog from its button as the keyboard does: the button has the focus first. */
async function openFrom(name: string) {
  const button = await screen.findByRole('button', { name }, { timeout: 15_000 });
  button.focus();
  fireEvent.click(button);
  return button;
}

/** The message tied to a field (aria-describedby). */
const messageOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('the payments screen’s dialogs', { timeout: 30_000 }, () => {
  it('focuses the first wrong field of a manual payment, sends nothing, and gives the focus back to its button once closed', async () => {
    const calls = mockApi({ 'GET /api/admin/payments': () => jsonResponse(200, list([])) });
    renderRoute('/admin/payments', adminProfile);
    const open = await openFrom('Enregistrer un paiement reçu');
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer un paiement reçu' });
    // At its opening the dialog holds the focus, no field yet.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.tagName).not.toBe('INPUT');

    const payer = within(dialog).getByLabelText(/E-mail du compte du payeur/);
    const reference = within(dialog).getByLabelText(/Référence/);
    fireEvent.change(within(dialog).getByLabelText(/Montant/), { target: { value: '12,50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(document.activeElement).toBe(payer));
    expect(messageOf(payer)).toBe('Champ requis');
    expect(messageOf(reference)).toBe('Champ requis');
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    // Emptied as it fades out: the field the focus leaves for the button then says nothing.
    expect((within(dialog).getByLabelText(/Montant/) as HTMLInputElement).value).toBe('');
    expect(within(dialog).queryByText('Champ requis')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);

    // Opened again, it starts empty.
    fireEvent.click(open);
    const again = await screen.findByRole('dialog', { name: 'Enregistrer un paiement reçu' });
    expect((within(again).getByLabelText(/Montant/) as HTMLInputElement).value).toBe('');
    expect(within(again).queryByText('Champ requis')).toBeNull();
  });

  it('sends the amount in cents with the chosen type and method, and draws a new key for the next payment', async () => {
    const calls = mockApi({
      'GET /api/admin/payments': () => jsonResponse(200, list([])),
      'POST /api/admin/payments/manual': () =>
        jsonResponse(201, { data: { ...flagged, id: 9, ref: 'MANUEL-9', receipt_number: '2026-00001' } }),
    });
    renderRoute('/admin/payments', adminProfile);
    const send = async () => {
      await openFrom('Enregistrer un paiement reçu');
      const dialog = await screen.findByRole('dialog', { name: 'Enregistrer un paiement reçu' });
      fireEvent.change(within(dialog).getByLabelText(/E-mail du compte du payeur/), {
        target: { value: 'X@Exemple.fr' },
      });
      fireEvent.change(within(dialog).getByLabelText('Type de paiement'), { target: { value: 'subscription' } });
      fireEvent.change(within(dialog).getByLabelText(/Montant/), { target: { value: '30' } });
      fireEvent.change(within(dialog).getByLabelText('Moyen de paiement'), { target: { value: 'transfer' } });
      fireEvent.change(within(dialog).getByLabelText(/Référence/), { target: { value: 'VIR-1' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await send();
    expect(await screen.findByText('Paiement MANUEL-9 enregistré, reçu fiscal n° 2026-00001 émis.')).toBeTruthy();
    await send();
    const bodies = calls.filter((call) => call.method === 'POST').map((call) => call.body as Record<string, unknown>);
    expect(bodies[0]).toMatchObject({
      payer_email: 'x@exemple.fr',
      type: 'subscription',
      amount_cents: 3000,
      method: 'transfer',
      reference: 'VIR-1',
    });
    expect(bodies[0]!.received_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(bodies[0]).not.toHaveProperty('amount');
    expect(bodies[1]!.idempotency_key).not.toBe(bodies[0]!.idempotency_key);
  });

  it('puts the API’s message on the refund’s day and focuses it; an answer about no field is said in the dialog', async () => {
    let answer = jsonResponse(422, {
      code: 'validation_failed',
      message: 'Données invalides',
      errors: { refunded_on: ['La date ne peut pas être dans le futur.'] },
    });
    mockApi({
      'GET /api/admin/payments': () => jsonResponse(200, list([flagged])),
      'POST /api/admin/payments/2/refund-done': () => answer,
    });
    renderRoute('/admin/payments', adminProfile);
    const open = await openFrom('Remboursement fait : paiement CB-2');
    const dialog = await screen.findByRole('dialog', { name: 'Remboursement effectué' });
    const day = within(dialog).getByLabelText('Date du remboursement');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(document.activeElement).toBe(day));
    expect(messageOf(day)).toBe('La date ne peut pas être dans le futur.');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    answer = jsonResponse(409, { code: 'conflict', message: 'Ce paiement est déjà remboursé.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Ce paiement est déjà remboursé.');
    expect(messageOf(day)).toBeNull();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it('keeps the refund’s button busy while it is sent, then closes and says it is done', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET /api/admin/payments': () => jsonResponse(200, list([flagged])),
      'POST /api/admin/payments/2/refund-done': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute('/admin/payments', adminProfile);
    await openFrom('Remboursement fait : paiement CB-2');
    const dialog = await screen.findByRole('dialog', { name: 'Remboursement effectué' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmer' });
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse(200, { data: { id: 2, refunded_at: '2026-03-03T11:00:00.000Z' } }));
    expect(await screen.findByText('Remboursement enregistré.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
