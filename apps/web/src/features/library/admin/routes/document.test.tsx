import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminDocument } from '@plateforme/shared/library/admin.schemas';
import { ApiError } from '../../../../lib/api-error.ts';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

// The upload with progress (XMLHttpRequest): a new document's title refused by the API.
const uploadWithProgress = vi.fn();
vi.mock('../../../../lib/upload.ts', () => ({ uploadWithProgress }));

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

  it('checks the fields before saving: the message under the title, the focus on it, nothing sent', async () => {
    const calls = mockApi({ 'GET /api/admin/documents/4': () => jsonResponse(200, { data: document }) });
    renderRoute('/admin/documents/4', adminProfile);
    const title = await screen.findByRole('textbox', { name: /^Titre/ }, { timeout: 15_000 });
    fireEvent.change(title, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(title).toBe(globalThis.document.activeElement));
    expect(title.getAttribute('aria-describedby')).toBeTruthy();
    expect(globalThis.document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Champ requis',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('creates a document with its file and places the refused fields’ messages, the focus on the first', async () => {
    mockApi({});
    uploadWithProgress.mockRejectedValueOnce(
      new ApiError(422, 'Données invalides', {
        code: 'validation_failed',
        errors: { title: ['Champ requis'], file: ['Le fichier doit être un PDF.'] },
      }),
    );
    renderRoute('/admin/documents/new', adminProfile);
    await screen.findByRole('heading', { level: 1, name: 'Nouveau document' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /^Description/ }), { target: { value: 'Exercices' } });
    const file = new File(['%PDF-1.4'], 'memoire.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Fichier (PDF)'), { target: { files: [file] } });

    const title = screen.getByRole('textbox', { name: /^Titre/ });
    await waitFor(() => expect(title).toBe(globalThis.document.activeElement));
    expect(screen.getByText('Champ requis')).toBeTruthy();
    expect(await screen.findByText('Le fichier doit être un PDF.')).toBeTruthy();
    const [path, sent] = uploadWithProgress.mock.calls[0] as [string, FormData];
    expect(path).toBe('/api/admin/documents');
    expect(Object.fromEntries([...sent.entries()].filter(([name]) => name !== 'file'))).toEqual({
      title: '',
      description: 'Exercices',
      type: 'various',
    });
  });
});
