import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/mock-api.ts';
import type { User } from '../api/get-user.ts';
import { marie, openEdit } from '../test/profile-edit-screen.ts';

describe("/profile/edit: an AJA young person's carer", { timeout: 30_000 }, () => {
  it('P2-PROF-17 an AJA young person gets the carer block; another member does not', async () => {
    const member = await openEdit();
    expect(screen.queryByRole('heading', { name: 'Aidant PAP' })).toBeNull();
    member.unmount();

    await openEdit({ ...marie, id: 6, is_aja: true, aja_role: 'aja_young', aja_assistant: null });
    // The carer block loads for AJA young people only.
    expect(await screen.findByRole('heading', { level: 2, name: 'Aidant PAP' })).toBeTruthy();
    expect(screen.getByText('Aucun aidant PAP')).toBeTruthy();
  });

  it('P2-PROF-18 P2-PROF-19 adding a carer needs first name, last name and an e-mail of address form', async () => {
    const page = await openEdit({ ...marie, id: 6, is_aja: true, aja_role: 'aja_young', aja_assistant: null });
    const carer = within(await screen.findByRole('form', { name: 'Ajouter un aidant' }));
    fireEvent.change(carer.getByLabelText(/^Prénom/), { target: { value: 'Nathalie' } });
    fireEvent.change(carer.getByLabelText(/^E-mail/), { target: { value: 'abc' } });
    fireEvent.click(carer.getByRole('button', { name: 'Ajouter un aidant' }));
    expect(await carer.findByText('Champ requis')).toBeTruthy();
    expect(carer.getByText('Format invalide')).toBeTruthy();
    expect(page.calls.filter((call) => call.path.endsWith('/aja-assistant'))).toEqual([]);
  });

  it('P2-PROF-20 P2-PROF-21 adding posts the carer and says "Aidant ajouté avec succès !"', async () => {
    const carerData = { firstname: 'Nathalie', lastname: 'Rousseau', email: 'aidant@example.fr' };
    const young: User = { ...marie, id: 6, is_aja: true, aja_role: 'aja_young', aja_assistant: null };
    const page = await openEdit(young, {
      'POST /api/users/6/aja-assistant': () => {
        young.aja_assistant = carerData;
        return jsonResponse(200, { data: carerData });
      },
    });
    const carer = within(await screen.findByRole('form', { name: 'Ajouter un aidant' }));
    fireEvent.change(carer.getByLabelText(/^Prénom/), { target: { value: 'Nathalie' } });
    fireEvent.change(carer.getByLabelText(/^Nom/), { target: { value: 'Rousseau' } });
    fireEvent.change(carer.getByLabelText(/^E-mail/), { target: { value: 'aidant@example.fr' } });
    fireEvent.click(carer.getByRole('button', { name: 'Ajouter un aidant' }));
    expect(await screen.findByText('Aidant ajouté avec succès !')).toBeTruthy();
    expect(page.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/users/6/aja-assistant',
      body: carerData,
    });
    expect(await screen.findByRole('button', { name: "Supprimer l'aidant" })).toBeTruthy();
  });

  it('a carer asked for by e-mail leaves the form blank again for another try', async () => {
    const young: User = { ...marie, id: 6, is_aja: true, aja_role: 'aja_young', aja_assistant: null };
    await openEdit(young, {
      // An existing carer account: linked only once it accepts by e-mail.
      'POST /api/users/6/aja-assistant': () =>
        jsonResponse(200, { data: { firstname: 'Nathalie', lastname: 'Rousseau', email: 'aidant@example.fr' } }),
    });
    const carer = within(await screen.findByRole('form', { name: 'Ajouter un aidant' }));
    const firstname = carer.getByLabelText(/^Prénom/) as HTMLInputElement;
    fireEvent.change(firstname, { target: { value: 'Nathalie' } });
    fireEvent.change(carer.getByLabelText(/^Nom/), { target: { value: 'Rousseau' } });
    fireEvent.change(carer.getByLabelText(/^E-mail/), { target: { value: 'aidant@example.fr' } });
    fireEvent.click(carer.getByRole('button', { name: 'Ajouter un aidant' }));
    expect(await screen.findByText(/Votre demande a été envoyée/)).toBeTruthy();
    await waitFor(() => expect(firstname.value).toBe(''));
    expect(carer.queryByText('Champ requis')).toBeNull();
  });

  it('P2-PROF-22 P2-PROF-23 deleting, once confirmed, sends DELETE and says "Aidant supprimé avec succès !"', async () => {
    const young: User = {
      ...marie,
      id: 6,
      is_aja: true,
      aja_role: 'aja_young',
      aja_assistant: { firstname: 'Nathalie', lastname: 'Rousseau', email: 'aidant@example.fr' },
    };
    const page = await openEdit(young, {
      'DELETE /api/users/6/aja-assistant': () => {
        young.aja_assistant = null;
        return jsonResponse(200, { message: 'ok' });
      },
    });
    expect(screen.getByText(/aidant@example\.fr/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Supprimer l'aidant" }));
    const dialog = await screen.findByRole('dialog', { name: "Supprimer l'aidant" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Aidant supprimé avec succès !')).toBeTruthy();
    expect(page.calls.some((call) => call.method === 'DELETE' && call.path === '/api/users/6/aja-assistant')).toBe(
      true,
    );
    expect(await screen.findByText('Aucun aidant PAP')).toBeTruthy();
  });
});
