import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';

const CONFIRM = 'POST /api/users/email-confirmation/confirm';
const RESEND = 'POST /api/users/email-confirmation/resend';
const expired = 'Ce lien de confirmation a expiré (il était valable 48 heures).';

describe('/confirm-email/:token', { timeout: 30_000 }, () => {
  it('posts the token once, without a session, and says the address is confirmed', async () => {
    const calls = mockApi({ [CONFIRM]: () => jsonResponse(200, { message: 'Votre adresse e-mail est confirmée.' }) });
    renderRoute('/confirm-email/jeton-1');
    const text = await screen.findByText('Votre adresse e-mail est confirmée.', {}, { timeout: 15_000 });
    const status = text.closest<HTMLElement>('[role="status"]')!;
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.getByRole('link', { name: 'Me connecter' }).getAttribute('href')).toBe('/login');
    expect(calls.filter((call) => call.path === '/api/users/email-confirmation/confirm')).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: 'jeton-1' }, authorization: undefined }),
    ]);
  });

  it('an expired link says so, focused, with how to ask for a new one', async () => {
    mockApi({
      [CONFIRM]: () => jsonResponse(422, { code: 'validation_failed', message: expired, errors: { token: [expired] } }),
    });
    renderRoute('/confirm-email/jeton-2');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain(expired);
    expect(alert.textContent).toContain('« Renvoyer le lien »');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});

describe('the profile’s banner', { timeout: 30_000 }, () => {
  it('shows while the address is not confirmed, and « Renvoyer le lien » tells where the link went, or the 429', async () => {
    const unconfirmed = { ...userProfile, email_confirmed: false };
    let refuse = false;
    mockApi({
      'GET /api/user': () => jsonResponse(200, { data: unconfirmed }),
      [`GET /api/users/${userProfile.id}`]: () => jsonResponse(200, { data: unconfirmed }),
      [RESEND]: () =>
        refuse
          ? jsonResponse(429, { code: 'rate_limited', message: 'Trop de tentatives, veuillez réessayer plus tard.' })
          : jsonResponse(200, { message: `Un nouveau lien de confirmation a été envoyé à ${userProfile.email}.` }),
    });
    renderRoute('/profile', unconfirmed);
    const banner = await screen.findByRole('region', { name: 'Adresse e-mail à confirmer' }, { timeout: 15_000 });
    within(banner).getByRole('button', { name: 'Renvoyer le lien' }).click();
    await waitFor(() =>
      expect(within(banner).getByRole('status').textContent).toBe(
        `Un nouveau lien de confirmation a été envoyé à ${userProfile.email}.`,
      ),
    );
    refuse = true;
    within(banner).getByRole('button', { name: 'Renvoyer le lien' }).click();
    await waitFor(() =>
      expect(within(banner).getByRole('status').textContent).toBe('Trop de tentatives, veuillez réessayer plus tard.'),
    );
  });

  it('is not there once the address is confirmed', async () => {
    mockApi({ [`GET /api/users/${userProfile.id}`]: () => jsonResponse(200, { data: userProfile }) });
    renderRoute('/profile', userProfile);
    await screen.findByRole('heading', { level: 1, name: 'Mon profil' }, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'Adresse e-mail à confirmer' })).toBeNull();
  });
});
