import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSupport } from '@plateforme/shared/supports/admin.schemas';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const support: AdminSupport = {
  id: 7,
  sequence: 3,
  support_type: 'classique',
  shared_with_licence_pros: false,
  pro_attachment: null,
  user_attachment: null,
  guide_attachment: null,
  updated_at: '2026-01-05T10:00:00.000Z',
};

const messageOf = (field: HTMLElement) =>
  globalThis.document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe('/admin/supports/:id', { timeout: 30_000 }, () => {
  it('refuses an empty sequence under the field, the focus on it, and sends nothing', async () => {
    const calls = mockApi({ 'GET /api/admin/supports/7': () => jsonResponse(200, { data: support }) });
    renderRoute('/admin/supports/7', adminProfile);
    const sequence = await screen.findByRole('spinbutton', { name: /^Séquence/ }, { timeout: 15_000 });
    fireEvent.change(sequence, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sequence).toBe(globalThis.document.activeElement));
    expect(messageOf(sequence)).toBe('Format invalide');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('sends the sequence as a number with the sharing, and places the server’s message under its field', async () => {
    const calls = mockApi({
      'GET /api/admin/supports/7': () => jsonResponse(200, { data: support }),
      'PUT /api/admin/supports/7': () =>
        jsonResponse(422, {
          code: 'validation_failed',
          message: 'Données invalides',
          errors: { sequence: ['Un support existe déjà pour ce programme et cette séquence.'] },
        }),
    });
    renderRoute('/admin/supports/7', adminProfile);
    const sequence = await screen.findByRole('spinbutton', { name: /^Séquence/ }, { timeout: 15_000 });
    fireEvent.change(sequence, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Partagé avec les professionnels licenciés' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sequence).toBe(globalThis.document.activeElement));
    expect(messageOf(sequence)).toBe('Un support existe déjà pour ce programme et cette séquence.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      sequence: 12,
      support_type: 'classique',
      shared_with_licence_pros: true,
    });
  });
});
