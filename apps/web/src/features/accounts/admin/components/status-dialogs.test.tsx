import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@plateforme/shared/accounts/admin.schemas';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const empty = { data: [], meta: { total: 0, page: 1, per_page: 20, last_page: 1 } };
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
  pro_statuses: [{ id: 3, type: 'novice', start: '2025-01-01', end: null, is_blocked: true }],
  payments: [],
  meetings: [],
  recent_payments_count: 0,
  workshops_count: 0,
};
const refused = (errors: Record<string, string[]>) =>
  jsonResponse(422, { code: 'validation_failed', message: 'Données invalides', errors });

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

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('the people’s dialogs', { timeout: 30_000 }, () => {
  it('focuses the invitation’s first wrong field, then the one the API refuses, and starts afresh at the next opening', async () => {
    const calls = mockApi({
      'GET /api/admin/users': () => jsonResponse(200, empty),
      'GET /api/admin/invitations': () => jsonResponse(200, { data: [] }),
      'POST /api/admin/invitations': () => refused({ email: [adminUsersMessages.emailTaken] }),
    });
    renderRoute('/admin/users', adminProfile);
    const open = await openFrom('Inviter');
    const dialog = await screen.findByRole('dialog', { name: 'Inviter une personne' });
    const lastname = within(dialog).getByLabelText(/^Nom/);
    const email = within(dialog).getByLabelText(/^E-mail/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
    await waitFor(() => expect(document.activeElement).toBe(lastname));
    expect(lastname.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(lastname, { target: { value: 'Martin' } });
    fireEvent.change(within(dialog).getByLabelText(/^Prénom/), { target: { value: 'Léa' } });
    fireEvent.change(email, { target: { value: 'lea@exemple.fr' } });
    fireEvent.change(within(dialog).getByLabelText('Rôle'), { target: { value: 'user' } });
    // A member has no status to give.
    expect(within(dialog).queryByLabelText('Donner un statut professionnel')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(messageOf(email)).toBe(adminUsersMessages.emailTaken);
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ role: 'user', pro_status: null });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    // Emptied as it fades out: the field the focus leaves for the button then says nothing.
    expect((within(dialog).getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('');
    expect(within(dialog).queryByText(adminUsersMessages.emailTaken)).toBeNull();
    await closed();
    expect(document.activeElement).toBe(open);
    fireEvent.click(open);
    const again = await screen.findByRole('dialog', { name: 'Inviter une personne' });
    expect((within(again).getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('');
    expect((within(again).getByLabelText('Rôle') as HTMLSelectElement).value).toBe('pro');
    expect(
      within(again)
        .getByLabelText(/^E-mail/)
        .getAttribute('aria-invalid'),
    ).toBe('false');
  });

  it('sends a pro’s status with the invitation, an empty end as none', async () => {
    const calls = mockApi({
      'GET /api/admin/users': () => jsonResponse(200, empty),
      'GET /api/admin/invitations': () => jsonResponse(200, { data: [] }),
      'POST /api/admin/invitations': () => jsonResponse(201, { email: 'lea@exemple.fr' }),
    });
    renderRoute('/admin/users', adminProfile);
    await openFrom('Inviter');
    const dialog = await screen.findByRole('dialog', { name: 'Inviter une personne' });
    fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Martin' } });
    fireEvent.change(within(dialog).getByLabelText(/^Prénom/), { target: { value: 'Léa' } });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'lea@exemple.fr' } });
    fireEvent.click(within(dialog).getByLabelText('Donner un statut professionnel'));
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'basic' } });
    fireEvent.change(within(dialog).getByLabelText(/^Début/), { target: { value: '2026-01-01' } });
    fireEvent.click(within(dialog).getByLabelText('Bloqué'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await screen.findByText('Invitation envoyée à lea@exemple.fr')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      role: 'pro',
      pro_status: { type: 'basic', start: '2026-01-01', end: null, is_blocked: true },
    });
    await closed();
  });

  it('opens a status with its values, focuses the wrong field, and opens the next one empty', async () => {
    const calls = mockApi({
      'GET /api/admin/users/12': () => jsonResponse(200, pro),
      'PUT /api/admin/users/12/pro-statuses/3': () => refused({ start: [adminUsersMessages.proStatusOverlap] }),
    });
    renderRoute('/admin/users/12', adminProfile);
    const edit = await openFrom('Modifier : Novice 01/01/2025');
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le statut' });
    const start = within(dialog).getByLabelText(/^Début/) as HTMLInputElement;
    const end = within(dialog).getByLabelText(/^Fin/) as HTMLInputElement;
    expect((within(dialog).getByLabelText('Type') as HTMLSelectElement).value).toBe('novice');
    expect(start.value).toBe('2025-01-01');
    expect((within(dialog).getByLabelText('Bloqué') as HTMLInputElement).checked).toBe(true);

    fireEvent.change(end, { target: { value: '2024-12-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(document.activeElement).toBe(end));
    expect(messageOf(end)).toBe('La date de fin doit être après la date de début.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(end, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(document.activeElement).toBe(start));
    expect(messageOf(start)).toBe(adminUsersMessages.proStatusOverlap);
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      type: 'novice',
      start: '2025-01-01',
      end: null,
      is_blocked: true,
    });

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await closed();
    expect(document.activeElement).toBe(edit);
    await openFrom('Ajouter un statut');
    const added = await screen.findByRole('dialog', { name: 'Nouveau statut' });
    expect((within(added).getByLabelText(/^Début/) as HTMLInputElement).value).toBe('');
    expect((within(added).getByLabelText('Type') as HTMLSelectElement).value).toBe('licence');
    expect(within(added).queryByText(adminUsersMessages.proStatusOverlap)).toBeNull();
  });
});
