import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const empty = { data: [], meta: { total: 0, page: 1, per_page: 20, last_page: 1 } };

describe('/admin/users', { timeout: 30_000 }, () => {
  it('shows active people by default, the archived ones or everyone on demand', async () => {
    const calls = mockApi({
      'GET /api/admin/users': () => jsonResponse(200, empty),
      'GET /api/admin/invitations': () => jsonResponse(200, { data: [] }),
    });
    renderRoute('/admin/users', adminProfile);
    const archived = (await screen.findByLabelText('Archivés', {}, { timeout: 15_000 })) as HTMLSelectElement;
    const lists = () =>
      calls
        .filter((call) => call.path === '/api/admin/users')
        .map((call) => new URLSearchParams(call.search).get('archived'));
    await waitFor(() => expect(lists()).toEqual(['no']));
    expect(archived.value).toBe('no');

    fireEvent.change(archived, { target: { value: '' } });
    await waitFor(() => expect(lists().at(-1)).toBeNull());
    expect(archived.value).toBe('');
    fireEvent.change(archived, { target: { value: 'yes' } });
    await waitFor(() => expect(lists().at(-1)).toBe('yes'));
  });
  it('invites a pro with a status: the status is checked before sending, and sent only when ticked', async () => {
    const calls = mockApi({
      'GET /api/admin/users': () => jsonResponse(200, empty),
      'GET /api/admin/invitations': () => jsonResponse(200, { data: [] }),
      'POST /api/admin/invitations': () => jsonResponse(201, { email: 'lea@exemple.fr' }),
    });
    renderRoute('/admin/users', adminProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Inviter' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Inviter une personne' });
    fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Martin' } });
    fireEvent.change(within(dialog).getByLabelText(/^Prénom/), { target: { value: 'Léa' } });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'lea@exemple.fr' } });
    fireEvent.click(within(dialog).getByLabelText('Donner un statut professionnel'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
    const start = await within(dialog).findByLabelText(/^Début/);
    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByLabelText('Donner un statut professionnel'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      email: 'lea@exemple.fr',
      firstname: 'Léa',
      lastname: 'Martin',
      role: 'pro',
      pro_status: null,
    });
  });
});
