import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';

async function openForm(path = '/password/reset/abc') {
  const view = renderRoute(path);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Nouveau mot de passe' }, { timeout: 15_000 }),
  ).toBeTruthy();
  return {
    ...view,
    email: screen.getByLabelText(/E-mail/) as HTMLInputElement,
    password: screen.getByLabelText(/^Mot de passe/) as HTMLInputElement,
    confirmation: screen.getByLabelText(/^Confirmation du mot de passe/) as HTMLInputElement,
    save: screen.getByRole('button', { name: 'Enregistrer' }),
  };
}

describe('/password/reset/:token', { timeout: 30_000 }, () => {
  it('P1-PWD-02 a signed-in member does not see the form', async () => {
    const { router } = renderRoute('/password/reset/abc', userProfile);
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });

  it('P1-PWD-08 P1-PWD-09 has e-mail (from the link), password and confirmation, "Enregistrer" and a way back to login', async () => {
    const { email, password, confirmation } = await openForm('/password/reset/abc?email=marie%40example.fr');
    expect(email.value).toBe('marie@example.fr');
    expect(password.type).toBe('password');
    expect(confirmation.type).toBe('password');
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe('/login');
  });

  it('P1-PWD-10 a malformed e-mail says "Format invalide"', async () => {
    const calls = mockApi({});
    const { email, save } = await openForm();
    fireEvent.change(email, { target: { value: 'abc' } });
    fireEvent.click(save);
    expect(await screen.findByText('Format invalide')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('P1-PWD-11 7 characters say "8 caractères min.", 8 characters do not', async () => {
    const { email, password, confirmation, save } = await openForm();
    fireEvent.change(email, { target: { value: 'marie@example.fr' } });
    fireEvent.change(password, { target: { value: '1234567' } });
    fireEvent.change(confirmation, { target: { value: '1234567' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.getAllByText('8 caractères min.')).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(password));
    fireEvent.change(password, { target: { value: '12345678' } });
    fireEvent.change(confirmation, { target: { value: '12345678' } });
    await waitFor(() => expect(screen.queryByText('8 caractères min.')).toBeNull());
  });

  it('P1-PWD-12 P1-PWD-14 posts e-mail, token, password and confirmation, says "Mot de passe modifié" and goes to login', async () => {
    const calls = mockApi({ 'POST /api/password/reset': () => jsonResponse(200, { message: 'Mot de passe modifié' }) });
    const { email, password, confirmation, save, router } = await openForm();
    fireEvent.change(email, { target: { value: 'marie@example.fr' } });
    fireEvent.change(password, { target: { value: 'nouveau-secret' } });
    fireEvent.change(confirmation, { target: { value: 'nouveau-secret' } });
    fireEvent.click(save);
    expect(await screen.findByText('Mot de passe modifié')).toBeTruthy();
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/password/reset',
        body: {
          email: 'marie@example.fr',
          token: 'abc',
          password: 'nouveau-secret',
          password_confirmation: 'nouveau-secret',
        },
      },
    ]);
  });

  it('two different passwords are refused before anything is sent', async () => {
    const calls = mockApi({});
    const { email, password, confirmation, save } = await openForm();
    fireEvent.change(email, { target: { value: 'marie@example.fr' } });
    fireEvent.change(password, { target: { value: 'nouveau-secret' } });
    fireEvent.change(confirmation, { target: { value: 'autre-secret' } });
    fireEvent.click(save);
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a refused link is said at the top of the form, with a way to ask for a new one', async () => {
    mockApi({
      'POST /api/password/reset': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Données invalides',
          errors: { token: ["Ce lien n'est plus valide. Veuillez refaire une demande."] },
        }),
    });
    const { email, password, confirmation, save } = await openForm();
    fireEvent.change(email, { target: { value: 'marie@example.fr' } });
    fireEvent.change(password, { target: { value: 'nouveau-secret' } });
    fireEvent.change(confirmation, { target: { value: 'nouveau-secret' } });
    fireEvent.click(save);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Ce lien n'est plus valide. Veuillez refaire une demande.");
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe('/password/reset');
  });
});
