import type { RegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { input } from '../test/account-step.ts';
import { findStepHeading, partners, registeringProfile } from '../test/registration-fixtures.ts';

vi.mock('../../../components/ui/load-altcha.ts', () => ({ loadAltcha: vi.fn(async () => undefined) }));

const ligue: RegistrationProcess = { reason: 'ligue', aja_role: null, partner: null };

async function openLigueStep(handlers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/user': () => jsonResponse(200, { data: registeringProfile(ligue) }),
    'GET /api/partners': () => jsonResponse(200, { data: partners.ligue }),
    ...handlers,
  });
  renderRoute('/register', registeringProfile(ligue));
  await findStepHeading(/Code adhérent/);
  const committee = screen.getByRole('combobox', { name: /Comité de la Ligue/ }) as HTMLSelectElement;
  await waitFor(() => expect(within(committee).getAllByRole('option')).toHaveLength(3));
  return { calls, committee };
}

describe('/register step 3: the Ligue code form', { timeout: 30_000 }, () => {
  it('P1-REG-19 the committee of the département typed is chosen once; another may still be picked', async () => {
    const { committee } = await openLigueStep();
    fireEvent.change(input(/^Département/), { target: { value: '75' } });
    await waitFor(() => expect(committee.value).toBe('1'));
    fireEvent.change(committee, { target: { value: '2' } });
    fireEvent.change(input(/^Code adhérent/), { target: { value: 'LIGUE' } });
    await waitFor(() => expect(committee.value).toBe('2'));
    fireEvent.change(input(/^Département/), { target: { value: '69' } });
    fireEvent.change(input(/^Département/), { target: { value: '75' } });
    await waitFor(() => expect(committee.value).toBe('1'));
  });

  it('P1-REG-25 a département the API refuses is said under it, which gets the focus', async () => {
    const { calls } = await openLigueStep({
      'POST /api/partners/check-adh-code': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Données invalides',
          errors: { partner_zip: ["Ce département n'est pas celui du comité"] },
        }),
    });
    fireEvent.change(input(/^Département/), { target: { value: '75' } });
    fireEvent.change(input(/^Code adhérent/), { target: { value: 'LIGUE75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier mon code' }));
    expect(await screen.findByText("Ce département n'est pas celui du comité")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input(/^Département/)));
    expect(calls.filter((call) => call.path === '/api/partners/check-adh-code')).toHaveLength(1);
    // The message stays until the field changes.
    fireEvent.change(input(/^Département/), { target: { value: '69' } });
    await waitFor(() => expect(screen.queryByText("Ce département n'est pas celui du comité")).toBeNull());
  });
});
