import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { marie, openEdit, putCalls } from '../test/profile-edit-screen.ts';

describe('/profile/edit', { timeout: 30_000 }, () => {
  it('P2-PROF-02 a visitor is sent to /login', async () => {
    const { router } = renderRoute('/profile/edit');
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it('P2-PROF-08 P2-PROF-09 has every field of the profile form, filled in, and "Sauvegarder"', async () => {
    const page = await openEdit();
    expect(page.lastname.value).toBe('Durand');
    expect(page.firstname.value).toBe('Marie');
    expect(page.email.value).toBe('marie.durand@example.fr');
    expect([page.day.value, page.month.value, page.year.value]).toEqual(['09', '03', '1968']);
    expect(page.street.value).toBe('18 rue Oberkampf');
    expect(page.zip.value).toBe('75011');
    expect(page.city.value).toBe('Paris');
    expect(page.phone.value).toBe('06 12 34 56 78');
    expect(page.oldPassword.type).toBe('password');
    expect(page.password.value).toBe('');
    expect(page.confirmation.value).toBe('');
  });

  it('P2-PROF-10 an empty required field says "Champ requis", gets the focus, and nothing is saved', async () => {
    const page = await openEdit();
    for (const input of [page.lastname, page.firstname, page.email, page.street, page.zip, page.phone]) {
      fireEvent.change(input, { target: { value: '' } });
    }
    fireEvent.change(page.city, { target: { value: '' } });
    fireEvent.click(page.save);
    await waitFor(() => expect(page.form.getAllByText('Champ requis')).toHaveLength(7));
    await waitFor(() => expect(document.activeElement).toBe(page.lastname));
    expect(page.city.getAttribute('aria-invalid')).toBe('true');
    expect(putCalls(page.calls)).toEqual([]);
  });

  it('P2-PROF-11 a malformed e-mail says "Format invalide"', async () => {
    const page = await openEdit();
    fireEvent.change(page.email, { target: { value: 'abc' } });
    fireEvent.click(page.save);
    expect(await page.form.findByText('Format invalide')).toBeTruthy();
    expect(putCalls(page.calls)).toEqual([]);
  });

  it('P2-PROF-12 a new password of 7 characters says "8 caractères min."', async () => {
    const page = await openEdit();
    fireEvent.change(page.password, { target: { value: '1234567' } });
    fireEvent.click(page.save);
    expect(await page.form.findByText('8 caractères min.')).toBeTruthy();
    expect(putCalls(page.calls)).toEqual([]);
  });

  it('P2-PROF-14 the phone formats itself in pairs of digits', async () => {
    const page = await openEdit();
    fireEvent.change(page.phone, { target: { value: '0612345678' } });
    expect(page.phone.value).toBe('06 12 34 56 78');
    fireEvent.change(page.phone, { target: { value: '0147-20.00.01' } });
    expect(page.phone.value).toBe('01 47 20 00 01');
  });

  it('P2-PROF-16 saving sends PUT /api/users/{id}, says "Utilisateur enregistré !", reloads the profile and shows it', async () => {
    const page = await openEdit();
    fireEvent.change(page.phone, { target: { value: '0798765432' } });
    fireEvent.change(page.day, { target: { value: '10' } });
    fireEvent.click(page.save);
    expect(await screen.findByText('Utilisateur enregistré !')).toBeTruthy();
    expect(putCalls(page.calls).map((call) => call.body)).toEqual([
      {
        lastname: 'Durand',
        firstname: 'Marie',
        email: 'marie.durand@example.fr',
        birthdate: '1968-03-10',
        street: '18 rue Oberkampf',
        zip: '75011',
        city: 'Paris',
        phone: '07 98 76 54 32',
      },
    ]);
    await waitFor(() => expect(page.router.location.pathname).toBe('/profile'));
    const putIndex = page.calls.findIndex((call) => call.method === 'PUT');
    expect(page.calls.slice(putIndex).some((call) => call.path === '/api/user')).toBe(true);
  });

  it('P2-PROF-16 a new e-mail says where the confirmation link went and that the current address stays valid', async () => {
    const page = await openEdit(marie, {
      [`PUT /api/users/${marie.id}`]: () =>
        jsonResponse(200, { data: marie, message: 'ignoré', pending_email: 'marie.nouvelle@example.fr' }),
    });
    fireEvent.change(page.email, { target: { value: 'marie.nouvelle@example.fr' } });
    fireEvent.change(page.oldPassword, { target: { value: 'motdepasse' } });
    fireEvent.click(page.save);
    expect(
      await screen.findByText(
        "Un lien de confirmation a été envoyé à marie.nouvelle@example.fr ; votre adresse actuelle reste valable jusqu'à la confirmation.",
      ),
    ).toBeTruthy();
    expect(putCalls(page.calls)[0]?.body).toMatchObject({
      email: 'marie.nouvelle@example.fr',
      old_password: 'motdepasse',
    });
  });

  it('P2-PROF-13 a password without its confirmation is not sent; with both, it is, with the old one', async () => {
    const page = await openEdit();
    fireEvent.change(page.password, { target: { value: 'nouveau-secret' } });
    fireEvent.click(page.save);
    await waitFor(() => expect(putCalls(page.calls)).toHaveLength(1));
    expect(putCalls(page.calls)[0]?.body).not.toHaveProperty('password');
    expect(putCalls(page.calls)[0]?.body).not.toHaveProperty('old_password');
    page.unmount();

    const again = await openEdit();
    fireEvent.change(again.oldPassword, { target: { value: 'ancien-secret' } });
    fireEvent.change(again.password, { target: { value: 'nouveau-secret' } });
    fireEvent.change(again.confirmation, { target: { value: 'nouveau-secret' } });
    fireEvent.click(again.save);
    await waitFor(() => expect(putCalls(again.calls)).toHaveLength(1));
    expect(putCalls(again.calls)[0]?.body).toMatchObject({
      old_password: 'ancien-secret',
      password: 'nouveau-secret',
      password_confirmation: 'nouveau-secret',
    });
  });

  it('a wrong old password is said under that field, which gets the focus', async () => {
    const page = await openEdit(marie, {
      'PUT /api/users/1': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Données invalides',
          errors: { old_password: ['Ancien mot de passe incorrect'] },
        }),
    });
    fireEvent.change(page.oldPassword, { target: { value: 'faux-secret' } });
    fireEvent.change(page.password, { target: { value: 'nouveau-secret' } });
    fireEvent.change(page.confirmation, { target: { value: 'nouveau-secret' } });
    fireEvent.click(page.save);
    expect(await page.form.findByText('Ancien mot de passe incorrect')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(page.oldPassword));
    expect(page.router.location.pathname).toBe('/profile/edit');
  });

  it('an incomplete birth date says "Date invalide"', async () => {
    const page = await openEdit();
    fireEvent.change(page.year, { target: { value: '' } });
    fireEvent.click(page.save);
    expect(await page.form.findByText('Date invalide')).toBeTruthy();
    expect(page.year.getAttribute('aria-invalid')).toBe('true');
    expect(putCalls(page.calls)).toEqual([]);
  });
});
