import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@plateforme/shared/accounts/admin.schemas';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const pro: AdminUserDetail = {
  id: 12,
  firstname: 'Paula',
  lastname: 'Pro',
  email: 'paula@exemple.fr',
  phone: null,
  role: 'pro',
  is_aja: false,
  aja_role: null,
  is_archived: false,
  is_invited: false,
  email_confirmed_at: null,
  created_at: '2026-01-02T09:00:00.000Z',
  completed_at: null,
  memberships: [],
  pro_statuses: [{ id: 3, type: 'licence', start: '2025-01-01', end: null, is_blocked: false }],
  payments: [],
  meetings: [],
  recent_payments_count: 2,
  workshops_count: 1,
};

const member: AdminUserDetail = {
  ...pro,
  id: 14,
  firstname: 'Marie',
  lastname: 'Membre',
  role: 'user',
  pro_statuses: [],
  memberships: [{ id: 5, start: '2026-03-01', end: '2027-03-01', source: 'card_payment', is_current: true }],
  payments: [
    {
      id: 8,
      ref: 'CB-2026-0008',
      status: 'paid',
      total_cents: 3000,
      created_at: '2026-03-01T10:00:00.000Z',
      paid_at: '2026-03-01T10:02:00.000Z',
    },
  ],
  meetings: [
    {
      id: 31,
      start: '2026-04-07T12:00:00.000Z',
      end: '2026-04-07T13:30:00.000Z',
      workshop_id: 4,
      workshop_name: 'Mémoire et attention',
      status: 'validated',
      attendance: true,
    },
  ],
};

describe('/admin/users/:id', { timeout: 30_000 }, () => {
  it('shows the API’s duplicate e-mail message under the field and focuses it', async () => {
    const calls = mockApi({
      'GET /api/admin/users/12': () => jsonResponse(200, pro),
      'PUT /api/admin/users/12': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Cette adresse e-mail est déjà utilisée',
          errors: { email: ['Cette adresse e-mail est déjà utilisée'] },
        }),
    });
    renderRoute('/admin/users/12', adminProfile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Paula Pro' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Ateliers animés : 1')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: /Statuts professionnels/ })).getByText('Licence')).toBeTruthy();

    const email = screen.getByLabelText(/^E-mail/);
    fireEvent.change(email, { target: { value: 'pris@exemple.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Cette adresse e-mail est déjà utilisée');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      email: 'pris@exemple.fr',
      role: 'pro',
      phone: null,
    });
  });

  it('shows a member’s memberships with their dates, her payments and her sessions', async () => {
    mockApi({ 'GET /api/admin/users/14': () => jsonResponse(200, member) });
    renderRoute('/admin/users/14', adminProfile);
    const memberships = await screen.findByRole('table', { name: /^Adhésions/ }, { timeout: 15_000 });
    expect(within(memberships).getByRole('row', { name: '01/03/2026 01/03/2027 Paiement Oui' })).toBeTruthy();
    const payments = screen.getByRole('table', { name: /^Paiements/ });
    expect(within(payments).getByRole('link', { name: 'CB-2026-0008' }).getAttribute('href')).toBe(
      '/admin/payments?q=CB-2026-0008',
    );
    expect(within(payments).getByText('Payé')).toBeTruthy();
    const sessions = screen.getByRole('table', { name: /^Séances/ });
    expect(
      within(sessions).getByRole('row', { name: /07\/04\/2026 14h00 - 15h30 Mémoire et attention Validée Oui/ }),
    ).toBeTruthy();
    expect(within(sessions).getByRole('link', { name: 'Mémoire et attention' }).getAttribute('href')).toBe(
      '/admin/workshops/4',
    );
  });

  it('says when a person has no membership, payment or session', async () => {
    mockApi({ 'GET /api/admin/users/12': () => jsonResponse(200, pro) });
    renderRoute('/admin/users/12', adminProfile);
    expect(await screen.findByText('Aucune adhésion.', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Aucun paiement.')).toBeTruthy();
    expect(screen.getByText('Aucune séance.')).toBeTruthy();
  });

  it('checks a status period with the shared schema before sending', async () => {
    const calls = mockApi({ 'GET /api/admin/users/12': () => jsonResponse(200, pro) });
    renderRoute('/admin/users/12', adminProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un statut' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau statut' });
    fireEvent.change(within(dialog).getByLabelText(/^Début/), { target: { value: '2026-05-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Fin/), { target: { value: '2026-04-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('La date de fin doit être après la date de début.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
