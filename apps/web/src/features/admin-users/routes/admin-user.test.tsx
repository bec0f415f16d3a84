import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@plateforme/shared/admin/admin-users.schemas';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { adminProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';

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
  created_at: '2026-01-02T09:00:00.000Z',
  completed_at: null,
  memberships: [],
  pro_statuses: [{ id: 3, type: 'licence', start: '2025-01-01', end: null, is_blocked: false }],
  recent_payments_count: 2,
  workshops_count: 1,
};

describe('/admin/users/:id', { timeout: 30_000 }, () => {
  it('shows the API’s duplicate e-mail message under the field and focuses it', async () => {
    const calls = mockApi({
      'GET /api/admin/users/12': () => jsonResponse(200, pro),
      'PUT /api/admin/users/12': () =>
        jsonResponse(422, { code: 'validation_failed', message: 'Cette adresse e-mail est déjà utilisée', errors: { email: ['Cette adresse e-mail est déjà utilisée'] } }),
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
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ email: 'pris@exemple.fr', role: 'pro', phone: null });
  });

  it('checks a status period with the shared schema before sending', async () => {
    const calls = mockApi({ 'GET /api/admin/users/12': () => jsonResponse(200, pro) });
    renderRoute('/admin/users/12', adminProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un statut' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Nouveau statut' });
    fireEvent.change(within(dialog).getByLabelText(/^Début/), { target: { value: '2026-05-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Fin/), { target: { value: '2026-04-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('La date de fin doit être après la date de début.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
