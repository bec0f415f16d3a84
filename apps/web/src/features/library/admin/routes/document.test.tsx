import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminDocument } from '@plateforme/shared/library/admin.schemas';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const document: AdminDocument = {
  id: 4,
  title: 'Guide mémoire',
  description: '',
  type: 'various',
  type_name: 'Divers',
  file: null,
  created_at: '2025-03-01T10:00:00.000Z',
};

describe('/admin/documents/:id', { timeout: 30_000 }, () => {
  it('asks in a named dialog before deleting, the focus on « Annuler », and deletes only once confirmed', async () => {
    const calls = mockApi({
      'GET /api/admin/documents/4': () => jsonResponse(200, { data: document }),
      'DELETE /api/admin/documents/4': () => new Response(null, { status: 204 }),
      'GET /api/admin/documents': () =>
        jsonResponse(200, { data: [], meta: { total: 0, page: 1, per_page: 20, last_page: 1 } }),
    });
    renderRoute('/admin/documents/4', adminProfile);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer' }, { timeout: 15_000 }));
    let dialog = await screen.findByRole('dialog', { name: 'Supprimer définitivement ?' });
    expect(within(dialog).getByText(/Le document et son fichier seront supprimés/)).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBe(globalThis.document.activeElement),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    dialog = await screen.findByRole('dialog', { name: 'Supprimer définitivement ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        '/api/admin/documents/4',
      ]),
    );
    await screen.findByRole('heading', { level: 1, name: 'Documents de la bibliothèque' });
  });
});
