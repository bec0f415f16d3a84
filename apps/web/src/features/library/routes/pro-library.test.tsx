import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentList, LibraryDocument } from '@plateforme/shared/library/library.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { proPremiumProfile, proProfile, premiumUserProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';

afterEach(() => vi.useRealTimers());

const documentItem = (id: number, patch: Partial<LibraryDocument> = {}): LibraryDocument => ({
  id,
  title: `Document ${id}`,
  description: `Résumé ${id}`,
  type: 'scientific_article',
  type_name: 'Article scientifique',
  file_size: 1536,
  created_at: '2026-03-09T10:00:00Z',
  ...patch,
});

const page = (data: LibraryDocument[], total = data.length, lastPage = 1): DocumentList => ({
  data,
  meta: { total, current_page: 1, per_page: 12, last_page: lastPage },
});

const types = {
  data: [
    { value: 'scientific_article', label: 'Article scientifique' },
    { value: 'various', label: 'Divers' },
  ],
};

function openLibrary(path: string, answer: (url: URL) => DocumentList) {
  const calls = mockApi({
    'GET /api/documents': (_body, url) => jsonResponse(200, answer(url)),
    'GET /api/documents/types': () => jsonResponse(200, types),
  });
  const view = renderRoute(path, proPremiumProfile);
  const listCalls = () =>
    calls
      .filter((call) => call.path === '/api/documents')
      .map((call) => Object.fromEntries(new URLSearchParams(call.search)));
  return { ...view, listCalls };
}

describe('/pro/library', { timeout: 30_000 }, () => {
  it('P2-LIB-07 P2-LIB-08 shows each document as a card: type badge, size, date, preview and download', async () => {
    const { listCalls } = openLibrary('/pro/library', () => page([documentItem(1, { title: 'Mémoire et attention' })]));
    const card = await screen.findByRole('article', { name: 'Mémoire et attention' }, { timeout: 15_000 });
    expect(within(card).getByText('Article scientifique')).toBeTruthy();
    expect(within(card).getByText('Ajouté le 09/03/2026 · 1,5 Ko')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Aperçu de « Mémoire et attention »' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Télécharger « Mémoire et attention »' })).toBeTruthy();
    expect(listCalls()[0]).toEqual({ sort: 'created_at', direction: 'desc', page: '1', per_page: '12' });
  });

  it('P2-LIB-01 a pro without membership sees the members-only card, a member is refused', async () => {
    mockApi({});
    const view = renderRoute('/pro/library', proProfile);
    expect(
      await screen.findByText('Cette fonctionnalité est réservée aux adhérents.', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    view.unmount();
    const refused = renderRoute('/pro/library', premiumUserProfile);
    await waitFor(() => expect(refused.router.location.pathname).toBe('/unauthorized'), { timeout: 15_000 });
  });

  it('P2-LIB-05 P2-LIB-06 reads search, type, sort and page from the address and asks the API for them', async () => {
    const { listCalls } = openLibrary('/pro/library?q=m%C3%A9moire&type=various&sort=title&page=2', () =>
      page([documentItem(3)], 13, 2),
    );
    await screen.findByRole('article', { name: 'Document 3' }, { timeout: 15_000 });
    expect(listCalls()[0]).toEqual({
      search: JSON.stringify({ title: 'mémoire', type: 'various' }),
      sort: 'title',
      direction: 'asc',
      page: '2',
      per_page: '12',
    });
    expect((screen.getByRole('searchbox', { name: 'Rechercher un document' }) as HTMLInputElement).value).toBe(
      'mémoire',
    );
    const chosen = (name: string) =>
      (screen.getByRole('combobox', { name }) as HTMLSelectElement).selectedOptions[0]?.textContent;
    expect(chosen('Trier par')).toBe('Titre (A-Z)');
    await waitFor(() => expect(chosen('Type de document')).toBe('Divers'));
  });

  it('P2-LIB-05 offers the three sorts; choosing one writes it in the address and goes back to page 1', async () => {
    const { router, listCalls } = openLibrary('/pro/library?page=2', () => page([documentItem(1)], 20, 2));
    await screen.findByRole('article', { name: 'Document 1' }, { timeout: 15_000 });
    const sort = screen.getByRole('combobox', { name: 'Trier par' });
    const options = within(sort).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Plus récents', 'Titre (A-Z)', 'Type']);
    fireEvent.change(sort, { target: { value: 'type' } });
    await waitFor(() => expect(router.location.search).toBe('?sort=type'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ sort: 'type', direction: 'desc', page: '1' }));
  });

  it('P2-LIB-02 the search asks once, 300 ms after the last key, and goes in the address', async () => {
    const { router, listCalls } = openLibrary('/pro/library', () => page([documentItem(1)]));
    await screen.findByRole('article', { name: 'Document 1' }, { timeout: 15_000 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const box = screen.getByRole('searchbox', { name: 'Rechercher un document' });
    const before = listCalls().length;
    for (const text of ['m', 'me', 'mem', 'memo']) {
      fireEvent.change(box, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    expect(listCalls().length).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(router.location.search).toBe('?q=memo'));
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
    expect(listCalls().at(-1)?.search).toBe(JSON.stringify({ title: 'memo' }));
  });

  it('P2-LIB-16 P2-LIB-17 with nothing found says « Aucun document trouvé »; « Effacer les filtres » clears search and type, keeps the sort', async () => {
    const { router } = openLibrary('/pro/library?q=zzzz&type=various&sort=title', (url) =>
      url.searchParams.get('search') ? page([]) : page([documentItem(1)]),
    );
    expect(await screen.findByText('Aucun document trouvé', undefined, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await screen.findByRole('article', { name: 'Document 1' });
    expect(router.location.search).toBe('?sort=title');
    expect((screen.getByRole('searchbox', { name: 'Rechercher un document' }) as HTMLInputElement).value).toBe('');
  });

  it('P2-LIB-15 the pagination shows 7 slots out of 20 pages and a page choice goes in the address', async () => {
    const { router } = openLibrary('/pro/library', () =>
      page(
        Array.from({ length: 12 }, (_, index) => documentItem(index + 1)),
        240,
        20,
      ),
    );
    const nav = await screen.findByRole('navigation', { name: 'Pages de la bibliothèque' }, { timeout: 15_000 });
    const slots = within(nav).getAllByRole('listitem').slice(1, -1);
    expect(slots).toHaveLength(7);
    expect(slots.map((slot) => slot.textContent)).toEqual(['1', '2', '3', '4', '5', '…', '20']);
    fireEvent.click(within(nav).getByRole('button', { name: 'Aller à la page 3' }));
    await waitFor(() => expect(router.location.search).toBe('?page=3'));
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/documents': () =>
        fail ? jsonResponse(500, { code: 'internal', message: 'Erreur' }) : jsonResponse(200, page([documentItem(1)])),
      'GET /api/documents/types': () => jsonResponse(200, types),
    });
    renderRoute('/pro/library', proPremiumProfile);
    expect(
      await screen.findByText(
        'Une erreur est survenue lors de la récupération des documents. Veuillez réessayer plus tard.',
        undefined,
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Document 1' })).toBeTruthy();
  });
});
