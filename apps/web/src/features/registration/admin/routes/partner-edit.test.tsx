import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PartnerAdmin } from '@plateforme/shared/registration/admin.schemas';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const partner: PartnerAdmin = {
  id: 12,
  name: 'Caisse Horizon',
  support_type: 'retreat',
  street: null,
  zip: '75010',
  city: 'Paris',
  department: '75',
  price: 1250,
  active: true,
  has_code: false,
  logo: null,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

describe('/admin/partners/:id', { timeout: 30_000 }, () => {
  it('says why a save is refused when no field takes the message', async () => {
    mockApi({
      'GET /api/admin/partners/12': () => jsonResponse(200, { data: partner }),
      'PUT /api/admin/partners/12': () =>
        jsonResponse(409, { code: 'conflict', message: 'Un partenaire porte déjà ce nom.' }),
    });
    renderRoute('/admin/partners/12', adminProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }, { timeout: 10_000 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Un partenaire porte déjà ce nom.');
  });

  it('sends the price in cents and places the server’s field messages', async () => {
    const calls = mockApi({
      'GET /api/admin/partners/12': () => jsonResponse(200, { data: partner }),
      'PUT /api/admin/partners/12': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Données invalides',
          errors: { zip: ['Code postal à 5 chiffres'] },
        }),
    });
    renderRoute('/admin/partners/12', adminProfile);
    const price = await screen.findByLabelText(/Prix de l’adhésion/, undefined, { timeout: 10_000 });
    expect((price as HTMLInputElement).value).toBe('12,50');
    fireEvent.change(price, { target: { value: '9,9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Code postal à 5 chiffres')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Code postal/ })).toBe(document.activeElement));
    const sent = calls.find((call) => call.method === 'PUT');
    expect(sent?.body).toMatchObject({ name: 'Caisse Horizon', support_type: 'retreat', price: 990, active: true });
  });

  it('generates a code after a confirmation and shows it once, with the warning', async () => {
    mockApi({
      'GET /api/admin/partners/12': () => jsonResponse(200, { data: partner }),
      'POST /api/admin/partners/12/code': () =>
        jsonResponse(200, { data: { code: 'K7QM-3XRP-W9TD', partner: { ...partner, has_code: true } } }),
    });
    renderRoute('/admin/partners/12', adminProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Générer un nouveau code' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Générer un nouveau code ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Générer' }));
    expect(await screen.findByText('K7QM-3XRP-W9TD')).toBeTruthy();
    expect(screen.getByText('Notez ce code maintenant : il ne sera plus affiché.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Copier le code' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Un code est actif/)).toBeTruthy());
  });
});
