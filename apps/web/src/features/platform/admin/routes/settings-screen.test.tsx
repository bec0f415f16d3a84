import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminLegalText } from '@plateforme/shared/platform/legal-admin.schemas';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const settings = {
  subscription_amount: '20.00',
  pro_subscription_amount: '50.00',
  renewal_reminder_days: '30,7,0,-15',
  retention_inactive_years: '3',
  retention_mail_months: '12',
  payment_contact_mail: 'adhesions@exemple.fr',
  association_name: 'Association',
  association_address: '1 rue de Paris',
  association_object: 'Objet',
  association_status: 'Association loi 1901',
  association_registration: '',
  receipt_signatory: 'Hélène Marchand',
  receipt_signatory_role: 'Présidente',
  association_phone: '01 23 45 67 89',
  privacy_contact_mail: 'donnees@exemple.fr',
  hosting_provider: 'Hébergeur à renseigner par l’association',
  oncogitiel_url: 'https://oncogitiel.exemple.fr',
  reminder_hours: '48,2',
  offer_hold_hours: '12',
  offer_stop_hours: '2',
};
const notice: AdminLegalText = {
  slug: 'mentions-legales',
  title: 'Mentions légales',
  content: '## Hébergeur\n\n{{hosting_provider}}',
  updated_at: '2026-01-05T10:00:00.000Z',
};
const texts = [notice, { ...notice, slug: 'cookies', title: 'Cookies et stockage local', content: '## Cookies' }];

describe('/admin/settings', { timeout: 30_000 }, () => {
  it('edits the host with the other legal details', async () => {
    const calls = mockApi({
      'GET /api/admin/settings': () => jsonResponse(200, { data: settings }),
      'PUT /api/admin/settings': (body) => jsonResponse(200, { data: body }),
      'GET /api/admin/legal-texts': () => jsonResponse(200, { data: texts }),
    });
    renderRoute('/admin/settings', adminProfile);
    const host = await screen.findByLabelText(/^Hébergeur/, {}, { timeout: 15_000 });
    fireEvent.change(host, { target: { value: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        hosting_provider: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix',
        association_phone: '01 23 45 67 89',
      }),
    );
  });

  it('previews a legal text as the public page shows it, then saves it whole', async () => {
    const calls = mockApi({
      'GET /api/admin/settings': () => jsonResponse(200, { data: settings }),
      'GET /api/admin/legal-texts': () => jsonResponse(200, { data: texts }),
      'POST /api/admin/legal-texts/mentions-legales/preview': () =>
        jsonResponse(200, {
          data: {
            slug: 'mentions-legales',
            title: 'Mentions légales',
            content: '## Hébergeur\n\nOVH SAS, à Roubaix.',
            updated_at: notice.updated_at,
          },
        }),
      'PUT /api/admin/legal-texts/mentions-legales': (body) =>
        jsonResponse(200, { data: { ...notice, ...(body as object) } }),
    });
    renderRoute('/admin/settings', adminProfile);
    const text = await screen.findByLabelText(/^Texte : Mentions légales/, {}, { timeout: 15_000 });
    expect((text as HTMLTextAreaElement).value).toBe(notice.content);
    fireEvent.change(text, { target: { value: '## Hébergeur\n\n{{hosting_provider}}, à Roubaix.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aperçu : Mentions légales' });
    expect(within(dialog).getByRole('heading', { name: 'Hébergeur' })).toBeTruthy();
    expect(within(dialog).getByText('OVH SAS, à Roubaix.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le texte' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        content: '## Hébergeur\n\n{{hosting_provider}}, à Roubaix.',
      }),
    );
  });

  it('refuses an empty text under the field, sending nothing', async () => {
    const calls = mockApi({
      'GET /api/admin/settings': () => jsonResponse(200, { data: settings }),
      'GET /api/admin/legal-texts': () => jsonResponse(200, { data: texts }),
    });
    renderRoute('/admin/settings', adminProfile);
    fireEvent.change(await screen.findByLabelText('Texte à modifier', {}, { timeout: 15_000 }), {
      target: { value: 'cookies' },
    });
    const text = screen.getByLabelText(/^Texte : Cookies/);
    fireEvent.change(text, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le texte' }));
    expect(await screen.findByText('Champ requis')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });
});
