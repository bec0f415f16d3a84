import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';

// The real widget solves a proof of work in workers; here its events are played by the test.
vi.mock('../../../components/ui/load-altcha.ts', () => ({ loadAltcha: vi.fn(async () => undefined) }));

function captchaEvent(state: string, payload: string | null = null) {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('no altcha-widget');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

type Handlers = Parameters<typeof mockApi>[0];

/** The link read on arrival: live, for paul@example.fr. */
const liveInvitation: Handlers = {
  'GET /api/registration/invitation': () => jsonResponse(200, { data: { status: 'valid', email: 'paul@example.fr' } }),
};

async function openForm(path = '/complete-registration/invit-123?email=paul%40example.fr', handlers: Handlers = {}) {
  const calls = mockApi({ ...liveInvitation, ...handlers });
  const view = renderRoute(path);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Finaliser mon inscription' }, { timeout: 15_000 }),
  ).toBeTruthy();
  await screen.findByRole('button', { name: 'Valider' });
  return {
    ...view,
    calls,
    email: screen.getByLabelText(/E-mail/) as HTMLInputElement,
    password: screen.getByLabelText(/^Mot de passe/) as HTMLInputElement,
    confirmation: screen.getByLabelText(/^Confirmation du mot de passe/) as HTMLInputElement,
    terms: screen.getByRole('checkbox', { name: /conditions générales d'utilisation/ }) as HTMLInputElement,
    privacy: screen.getByRole('checkbox', { name: /politique de confidentialité/ }) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Valider' }) as HTMLButtonElement,
  };
}

function fillValid(form: Awaited<ReturnType<typeof openForm>>) {
  fireEvent.change(form.password, { target: { value: 'mon-secret' } });
  fireEvent.change(form.confirmation, { target: { value: 'mon-secret' } });
  fireEvent.click(form.terms);
  fireEvent.click(form.privacy);
}

// The first test also loads the screen's code: slower machines need more than 5 s.
describe('/complete-registration/:token', { timeout: 30_000 }, () => {
  it('P1-PWD-15 P1-PWD-16 a visitor sees the e-mail (from the link), password and confirmation fields', async () => {
    const { email, password, confirmation } = await openForm();
    expect(email.value).toBe('paul@example.fr');
    expect(password.type).toBe('password');
    expect(confirmation.type).toBe('password');
    expect(document.querySelector('altcha-widget')?.getAttribute('challenge')).toBe('/api/captcha/challenge');
  });

  it('P1-PWD-20 P1-PWD-21 the button is enabled only while the captcha is verified: not while it loads, expired or failed', async () => {
    const form = await openForm();
    expect(form.submit.disabled).toBe(true);
    captchaEvent('unverified');
    expect(form.submit.disabled).toBe(true);
    captchaEvent('verifying');
    expect(form.submit.disabled).toBe(true);
    captchaEvent('verified', 'PAYLOAD');
    expect(form.submit.disabled).toBe(false);
    captchaEvent('expired');
    expect(form.submit.disabled).toBe(true);
    captchaEvent('verified', 'PAYLOAD-2');
    expect(form.submit.disabled).toBe(false);
    captchaEvent('error');
    expect(form.submit.disabled).toBe(true);
  });

  it('P1-PWD-17 an empty e-mail says "Champ requis", a malformed one "Format invalide"', async () => {
    // The read fails: the form opens with the link's address, none here.
    const form = await openForm('/complete-registration/invit-123', {
      'GET /api/registration/invitation': () => jsonResponse(500, {}),
    });
    const { calls } = form;
    fillValid(form);
    captchaEvent('verified', 'PAYLOAD');
    fireEvent.click(form.submit);
    expect(await screen.findByText('Champ requis')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(form.email));
    fireEvent.change(form.email, { target: { value: 'abc' } });
    fireEvent.click(form.submit);
    expect(await screen.findByText('Format invalide')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('P1-PWD-18 password and confirmation are required and need 8 characters', async () => {
    const form = await openForm();
    captchaEvent('verified', 'PAYLOAD');
    fireEvent.click(form.submit);
    await waitFor(() => expect(screen.getAllByText('Champ requis').length).toBeGreaterThanOrEqual(2));
    fireEvent.change(form.password, { target: { value: '1234567' } });
    fireEvent.change(form.confirmation, { target: { value: '1234567' } });
    await waitFor(() => expect(screen.getAllByText('8 caractères min.')).toHaveLength(2));
  });

  it('P1-PWD-19 without accepting the terms and the privacy notice nothing is sent', async () => {
    const form = await openForm();
    const { calls } = form;
    fireEvent.change(form.password, { target: { value: 'mon-secret' } });
    fireEvent.change(form.confirmation, { target: { value: 'mon-secret' } });
    captchaEvent('verified', 'PAYLOAD');
    fireEvent.click(form.submit);
    await waitFor(() => expect(screen.getAllByText('Champ requis')).toHaveLength(2));
    expect(form.terms.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(form.terms));
    fireEvent.click(form.terms);
    fireEvent.click(form.submit);
    await waitFor(() => expect(screen.getAllByText('Champ requis')).toHaveLength(1));
    expect(form.privacy.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('the terms and the privacy notice can be read in a dialog', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: "Lire : Conditions générales d'utilisation" }));
    const dialog = await screen.findByRole('dialog', { name: "Conditions générales d'utilisation" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Lire : Politique de confidentialité' }));
    expect((await screen.findByRole('dialog', { name: 'Politique de confidentialité' })).textContent).toContain(
      '1er octobre 2020',
    );
  });

  it('P1-PWD-22 P1-PWD-23 P1-PWD-24 posts the invitation with the captcha, says "Inscription terminée" and goes to login', async () => {
    const form = await openForm(undefined, {
      'POST /api/registration/complete': () => jsonResponse(200, { message: 'Inscription terminée' }),
    });
    const { calls } = form;
    fillValid(form);
    captchaEvent('verified', 'PAYLOAD');
    fireEvent.click(form.submit);
    expect(await screen.findByText('Inscription terminée')).toBeTruthy();
    await waitFor(() => expect(form.router.location.pathname).toBe('/login'));
    expect(
      calls.filter((call) => call.method === 'POST').map(({ method, path, body }) => ({ method, path, body })),
    ).toEqual([
      {
        method: 'POST',
        path: '/api/registration/complete',
        body: {
          email: 'paul@example.fr',
          token: 'invit-123',
          password: 'mon-secret',
          password_confirmation: 'mon-secret',
          from_complete_registration: true,
          terms_accepted: true,
          privacy_accepted: true,
          captcha: 'PAYLOAD',
        },
      },
    ]);
  });

  it('a refused captcha is said under it, and a refused invitation at the top of the form', async () => {
    let answer = jsonResponse(422, {
      code: 'validation_failed',
      message: 'Données invalides',
      errors: { captcha: ['La vérification anti-robot a échoué, veuillez réessayer.'] },
    });
    const form = await openForm(undefined, { 'POST /api/registration/complete': () => answer });
    fillValid(form);
    captchaEvent('verified', 'PAYLOAD');
    fireEvent.click(form.submit);
    const refusal = await screen.findByText('La vérification anti-robot a échoué, veuillez réessayer.');
    // Under the widget, not in the alert at the top of the form.
    const widget = document.querySelector('altcha-widget')!;
    expect(widget.compareDocumentPosition(refusal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText('La vérification anti-robot a échoué, veuillez réessayer.')).toHaveLength(1);
    // The widget starts a new check: the message stays until the next send.
    captchaEvent('unverified');
    expect(screen.getByText('La vérification anti-robot a échoué, veuillez réessayer.')).toBeTruthy();

    answer = jsonResponse(422, {
      code: 'validation_failed',
      message: 'Données invalides',
      errors: { token: ["Ce lien d'invitation n'est plus valide."] },
    });
    captchaEvent('verified', 'PAYLOAD-2');
    fireEvent.click(form.submit);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes("Ce lien d'invitation n'est plus valide.")),
      ).toBe(true),
    );
  });
});

describe('/complete-registration/:token reads its link on arrival (ADR 068)', { timeout: 30_000 }, () => {
  it('fills in the address of the invited account, even when the link carries none', async () => {
    const form = await openForm('/complete-registration/invit-123');
    expect(form.email.value).toBe('paul@example.fr');
    expect(form.calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/registration/invitation',
      search: '?token=invit-123',
    });
  });

  it('says at once that a dead link is dead, with no form to fill', async () => {
    mockApi({
      'GET /api/registration/invitation': () => jsonResponse(200, { data: { status: 'invalid', email: null } }),
    });
    renderRoute('/complete-registration/perime?email=paul%40example.fr');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain("Ce lien d'invitation n'est plus valide.");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.queryByLabelText(/^Mot de passe/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe('/login');
  });

  it('sends a person whose link already served to sign in', async () => {
    mockApi({ 'GET /api/registration/invitation': () => jsonResponse(200, { data: { status: 'used', email: null } }) });
    renderRoute('/complete-registration/servi');
    expect((await screen.findByRole('alert', {}, { timeout: 15_000 })).textContent).toContain('Connectez-vous');
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
  });
});
