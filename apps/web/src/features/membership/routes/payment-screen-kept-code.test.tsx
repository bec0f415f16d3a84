import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveAdhesionCode } from '../../../lib/adhesion-code-storage.ts';
import { jsonResponse } from '../../../test/mock-api.ts';
import { openPayment, validate } from '../test/payment-screen.ts';
import { adhesionSaved, freePartner, ligueMember, tickTerms } from '../test/free-adhesion.ts';

describe('free adhesion with the partner code held by the server (issue 37)', { timeout: 30_000 }, () => {
  it('issue 37: the code checked at registration is held by the server, so the screen does not ask for it again', async () => {
    const { calls, router } = await openPayment('/payment/subscription', ligueMember, {
      ...freePartner,
      'POST /api/users/free-adhesion': adhesionSaved,
      'GET /api/user': () => jsonResponse(200, { data: ligueMember }),
    });
    await screen.findByRole('switch', { name: /Adhésion : 0,00\s€/ });
    expect(screen.queryByRole('textbox', { name: /Code adhérent/ })).toBeNull();
    expect(screen.queryByText(/Votre code adhérent n'a pas été retrouvé/)).toBeNull();
    tickTerms();
    fireEvent.click(validate());
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    const adhesion = calls.find((call) => call.path === '/api/users/free-adhesion');
    expect(adhesion?.body).toMatchObject({ user_id: 21, partner_id: 3, adh_secret_code: null, reason: 'ligue' });
  });

  it('when the server asks for the current code (a later adhesion) it is typed here; a refused code names the partner', async () => {
    let answer = 0;
    const refusal = (message: string) =>
      jsonResponse(422, { code: 'validation_failed', message, error: message, errors: { adh_secret_code: [message] } });
    const { calls, router } = await openPayment('/payment/subscription', ligueMember, {
      ...freePartner,
      'POST /api/users/free-adhesion': (body: unknown) => {
        answer += 1;
        if (answer === 1) return refusal('Saisissez le code adhérent en cours de votre partenaire');
        if (answer === 2) return refusal('Code adhérent invalide');
        return adhesionSaved(body);
      },
      'GET /api/user': () => jsonResponse(200, { data: ligueMember }),
    });
    await screen.findByRole('switch', { name: /Adhésion : 0,00\s€/ });
    tickTerms();
    fireEvent.click(validate());
    const code = await screen.findByRole('textbox', { name: /Code adhérent/ });
    expect(screen.queryByRole('link', { name: /étape du code/ })).toBeNull();
    expect(validate().disabled).toBe(true);
    fireEvent.change(code, { target: { value: 'LIGUE00' } });
    expect(validate().disabled).toBe(false);
    fireEvent.click(validate());
    expect(
      await screen.findByText(
        'Code adhérent invalide, renseignez-vous auprès de Ligue contre le cancer – Comité de Paris',
      ),
    ).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(router.location.pathname).toBe('/payment/subscription');

    fireEvent.change(code, { target: { value: ' LIGUE75 ' } });
    fireEvent.click(validate());
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    expect(
      calls
        .filter((call) => call.path === '/api/users/free-adhesion')
        .map((call) => (call.body as { adh_secret_code: string | null }).adh_secret_code),
    ).toEqual([null, 'LIGUE00', 'LIGUE75']);
  });

  it('a stored code for another partner is not sent', async () => {
    saveAdhesionCode(ligueMember.id, { partnerId: 9, code: 'LIGUE69', reason: 'ligue' });
    const { calls } = await openPayment('/payment/subscription', ligueMember, {
      ...freePartner,
      'POST /api/users/free-adhesion': adhesionSaved,
      'GET /api/user': () => jsonResponse(200, { data: ligueMember }),
    });
    await screen.findByRole('switch', { name: /Adhésion : 0,00\s€/ });
    tickTerms();
    fireEvent.click(validate());
    await waitFor(() => expect(calls.some((call) => call.path === '/api/users/free-adhesion')).toBe(true));
    const adhesion = calls.find((call) => call.path === '/api/users/free-adhesion');
    expect((adhesion?.body as { adh_secret_code: string | null }).adh_secret_code).toBeNull();
  });
});
