import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxItem, OutboxMail } from '@plateforme/shared/platform/admin.schemas';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const mail: OutboxItem = {
  id: 41,
  to: 'emma@exemple.fr',
  subject: 'Votre reçu fiscal',
  status: 'sent',
  attempts: 1,
  error: null,
  created_at: '2026-03-02T09:15:00.000Z',
  sent_at: '2026-03-02T09:15:02.000Z',
  next_attempt_at: null,
};
const read: OutboxMail = {
  ...mail,
  text: 'Bonjour Emma,\nVeuillez trouver votre reçu fiscal ci-joint.\nL’association',
  attachments: ['recu-2026-0007.pdf'],
};

describe('/admin/outbox', { timeout: 30_000 }, () => {
  it('opens an e-mail and shows its text, lines kept, and its attachments', async () => {
    const calls = mockApi({
      'GET /api/admin/outbox': () =>
        jsonResponse(200, { data: [mail], meta: { total: 1, page: 1, per_page: 20, last_page: 1 } }),
      'GET /api/admin/outbox/41': () => jsonResponse(200, { data: read }),
    });
    renderRoute('/admin/outbox', adminProfile);
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Lire « Votre reçu fiscal » envoyé à emma@exemple.fr' },
        { timeout: 15_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'E-mail : Votre reçu fiscal' });
    const text = await within(dialog).findByText(/Veuillez trouver votre reçu fiscal/);
    expect(text.textContent).toBe(read.text);
    expect(within(dialog).getByText('recu-2026-0007.pdf')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/admin/outbox/41')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  });

  it('says so when the e-mail cannot be read', async () => {
    mockApi({
      'GET /api/admin/outbox': () =>
        jsonResponse(200, { data: [mail], meta: { total: 1, page: 1, per_page: 20, last_page: 1 } }),
      'GET /api/admin/outbox/41': () => jsonResponse(500, { code: 'internal', message: 'Erreur' }),
    });
    renderRoute('/admin/outbox', adminProfile);
    fireEvent.click(await screen.findByRole('button', { name: /^Lire « Votre reçu fiscal »/ }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail : Votre reçu fiscal' });
    expect(
      await within(dialog).findByText('L’e-mail n’a pas pu être chargé.', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
