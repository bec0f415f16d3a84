import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';

async function openForm() {
  const view = renderRoute('/password/reset');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' }, { timeout: 15_000 }),
  ).toBeTruthy();
  return {
    ...view,
    email: screen.getByLabelText(/E-mail/) as HTMLInputElement,
    send: screen.getByRole('button', { name: 'Envoyer' }),
  };
}

describe('/password/reset', { timeout: 30_000 }, () => {
  it('P1-PWD-01 a signed-in member does not see the request form', async () => {
    const { router } = renderRoute('/password/reset', userProfile);
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
  });

  it('P1-PWD-03 has an e-mail field and the buttons "Envoyer" and "Annuler"', async () => {
    const { email } = await openForm();
    expect(email.type).toBe('email');
    expect(screen.getByRole('link', { name: 'Annuler' })).toBeTruthy();
  });

  it('P1-PWD-04 "Annuler" goes back to the login screen', async () => {
    const { router } = await openForm();
    fireEvent.click(screen.getByRole('link', { name: 'Annuler' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
  });

  it('P1-PWD-05 an empty e-mail says "Champ requis", a malformed one "Format invalide", and nothing is sent', async () => {
    const calls = mockApi({});
    const { email, send } = await openForm();
    fireEvent.click(send);
    expect(await screen.findByText('Champ requis')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    fireEvent.change(email, { target: { value: 'abc' } });
    fireEvent.click(send);
    expect(await screen.findByText('Format invalide')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Format invalide');
    expect(calls).toEqual([]);
  });

  it('P1-PWD-06 P1-PWD-07 "Envoyer" posts the e-mail, says "Demande de réinitialisation envoyée" and returns to login', async () => {
    const calls = mockApi({
      'POST /api/password/email': () => jsonResponse(200, { message: 'Demande de réinitialisation envoyée' }),
    });
    const { email, send, router } = await openForm();
    fireEvent.change(email, { target: { value: 'Marie@Example.fr' } });
    fireEvent.click(send);
    expect(await screen.findByText('Demande de réinitialisation envoyée')).toBeTruthy();
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/password/email',
        search: '',
        body: { email: 'marie@example.fr' },
        authorization: undefined,
      },
    ]);
  });

  it('puts the API field message under the e-mail, and any other refusal in the message bar', async () => {
    let answer = jsonResponse(422, {
      code: 'validation_failed',
      message: 'Données invalides',
      errors: { email: ['Adresse refusée'] },
    });
    mockApi({ 'POST /api/password/email': () => answer });
    const { email, send } = await openForm();
    fireEvent.change(email, { target: { value: 'marie@example.fr' } });
    fireEvent.click(send);
    expect(await screen.findByText('Adresse refusée')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));

    answer = jsonResponse(429, { code: 'rate_limited', message: 'Trop de tentatives, veuillez réessayer plus tard.' });
    fireEvent.click(send);
    expect(await screen.findByText('Trop de tentatives, veuillez réessayer plus tard.')).toBeTruthy();
  });
});
