import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupportItem, SupportList } from '@plateforme/shared/supports/supports.schemas';
import { getCurrentSnackbar } from '../../../lib/snackbar.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { proLicenceProfile, proPremiumProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';

afterEach(() => vi.restoreAllMocks());

const file = (id: number, supportId: number, name: string) => ({ id, name, attachable_id: supportId });
const support = (id: number, sequence: number, patch: Partial<SupportItem> = {}): SupportItem => ({
  id,
  sequence,
  support_type: 'classique',
  shared_with_licence_pros: true,
  pro_attachment: file(id * 10 + 1, id, `diaporama-${sequence}.zip`),
  user_attachment: file(id * 10 + 2, id, `livret-${sequence}.pdf`),
  guide_attachment: file(id * 10 + 3, id, `guide-${sequence}.pdf`),
  ...patch,
});
const list = (data: SupportItem[]): SupportList => ({
  data,
  meta: { total: data.length, page: 1, per_page: 1000, last_page: 1 },
});

async function openLicence(answer: () => Response, extra = {}) {
  const calls = mockApi({ 'GET /api/supports': answer, ...extra });
  const view = renderRoute('/pro/licence', proLicenceProfile);
  expect(await screen.findByRole('heading', { level: 1, name: 'Espace licence' }, { timeout: 15_000 })).toBeTruthy();
  return { ...view, calls };
}

const rows = () => screen.getAllByRole('row').slice(1);
const twoSequences = () =>
  jsonResponse(200, list([support(1, 1), support(2, 2, { pro_attachment: null, guide_attachment: null })]));

describe('/pro/licence', { timeout: 30_000 }, () => {
  it('P2-SUP-02 P2-SUP-03 P2-SUP-04 P2-SUP-06 a row a sequence, « Non disponible » when a file is missing', async () => {
    const { calls } = await openLicence(twoSequences);
    await screen.findAllByRole('row');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Séquence',
      'Diaporama',
      'Livret',
      'Guide du professionnel',
    ]);
    const [first, second] = rows();
    expect(
      within(first!).getByRole('button', { name: 'Ouvrir le diaporama de la séquence 1 dans une nouvelle fenêtre' }),
    ).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Télécharger le livret de la séquence 1' })).toBeTruthy();
    expect(
      within(first!).getByRole('button', {
        name: 'Ouvrir le guide du professionnel de la séquence 1 dans une nouvelle fenêtre',
      }),
    ).toBeTruthy();
    expect(within(second!).getAllByText('Non disponible')).toHaveLength(2);
    const call = calls.find((candidate) => candidate.path === '/api/supports')!;
    const search = new URLSearchParams(call.search);
    expect(search.get('per_page')).toBe('1000');
    expect(JSON.parse(search.get('search')!)).toEqual({ shared_with_licence_pros: true });
    expect(search.get('with[0]')).toBe('attachments');
  });

  it('P2-SUP-05 filters by sequence number', async () => {
    await openLicence(twoSequences);
    await screen.findAllByRole('row');
    const select = screen.getByRole('combobox', { name: 'Séquence' });
    expect(within(select).getByRole('option', { name: 'Séquence 2' })).toBeTruthy();
    fireEvent.change(select, { target: { value: '2' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByRole('rowheader').textContent).toBe('Séquence 2');
  });

  it('P2-SUP-23 no support: « Aucun support disponible »', async () => {
    await openLicence(() => jsonResponse(200, list([])));
    expect(await screen.findByText('Aucun support disponible')).toBeTruthy();
  });

  it('P2-SUP-22 a failed load says so, with a retry', async () => {
    await openLicence(() => jsonResponse(500, { code: 'internal', message: 'Erreur' }));
    expect(
      await screen.findByText(
        'Une erreur est survenue lors de la récupération des supports. Veuillez réessayer plus tard.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('P2-SUP-10 a download fetches the file with the token and saves it under its name', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:livret');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = await openLicence(twoSequences, {
      'GET /api/attachments/12/download': () =>
        new Response(new Blob(['%PDF-1.4']), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Length': '8' },
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger le livret de la séquence 1' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalled();
    expect(calls.find((call) => call.path === '/api/attachments/12/download')?.authorization).toBe(
      `Bearer token-${proLicenceProfile.id}`,
    );
  });

  it('P2-SUP-19 a 403 shows the rights message and loads the profile again', async () => {
    const { calls } = await openLicence(twoSequences, {
      'GET /api/attachments/12/download': () => jsonResponse(403, { code: 'forbidden', message: 'non' }),
      'GET /api/user': () => jsonResponse(200, { data: proLicenceProfile }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger le livret de la séquence 1' }));
    await waitFor(() =>
      expect(getCurrentSnackbar()?.message).toBe(
        "Action non autorisée. Vos droits d'accès aux supports ont peut-être changé.",
      ),
    );
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user')).toBe(true));
  });

  it('P2-SUP-20 another failure: « Erreur lors du téléchargement du support. »', async () => {
    await openLicence(twoSequences, {
      'GET /api/attachments/12/download': () => jsonResponse(500, { code: 'internal', message: 'Erreur' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger le livret de la séquence 1' }));
    await waitFor(() => expect(getCurrentSnackbar()?.message).toBe('Erreur lors du téléchargement du support.'));
  });

  it('P2-SUP-11 P2-SUP-21 the slides open their signed link in a new window; a blocked window says so', async () => {
    const opened = { opener: window, location: { href: '' }, close: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(opened).mockReturnValueOnce(null);
    const link = '/api/supports/1/pro_attachment/proxy/abc.1.0.sig/index.html';
    await openLicence(twoSequences, {
      'POST /api/supports/1/pro_attachment/slideshow-link': () =>
        jsonResponse(200, { data: { url: link, expires_at: '2026-01-01T00:00:00Z' } }),
    });
    const button = await screen.findByRole('button', { name: /Ouvrir le diaporama de la séquence 1/ });
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened.opener).toBeNull();
    await waitFor(() => expect(opened.location.href).toBe(link));
    fireEvent.click(button);
    await waitFor(() => expect(getCurrentSnackbar()?.message).toBe("Erreur lors de l'ouverture du diaporama"));
  });

  it('P2-SUP-03 the guide opens: a PDF in the new window from the file fetched with the token, a slideshow guide by its signed link', async () => {
    const first = { opener: window, location: { href: '' }, close: vi.fn() } as unknown as Window;
    const second = { opener: window, location: { href: '' }, close: vi.fn() } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValueOnce(first).mockReturnValueOnce(second);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:guide');
    const link = '/api/supports/2/guide_attachment/proxy/abc.1.0.AAAAAAAAAAAAAAAAAAAAAA.sig/index.html';
    const { calls } = await openLicence(
      () =>
        jsonResponse(
          200,
          list([
            support(1, 1),
            support(2, 2, { guide_attachment: { ...file(23, 2, 'guide-2.zip'), mime: 'application/zip' } }),
          ]),
        ),
      {
        'GET /api/attachments/13/download': () =>
          new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
        'POST /api/supports/2/guide_attachment/slideshow-link': () =>
          jsonResponse(200, { data: { url: link, expires_at: '2026-01-01T00:00:00Z' } }),
      },
    );
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Ouvrir le guide du professionnel de la séquence 1 dans une nouvelle fenêtre',
      }),
    );
    await waitFor(() => expect(first.location.href).toBe('blob:guide'));
    expect(calls.find((call) => call.path === '/api/attachments/13/download')?.authorization).toBe(
      `Bearer token-${proLicenceProfile.id}`,
    );
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Ouvrir le guide du professionnel de la séquence 2 dans une nouvelle fenêtre',
      }),
    );
    await waitFor(() => expect(second.location.href).toBe(link));
  });

  it('P2-SUP-19 refused slides: the window closes, the rights message shows', async () => {
    const opened = { opener: window, location: { href: '' }, close: vi.fn() } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValueOnce(opened);
    await openLicence(twoSequences, {
      'POST /api/supports/1/pro_attachment/slideshow-link': () =>
        jsonResponse(403, {
          code: 'forbidden',
          message: "Action non autorisée. Vos droits d'accès aux supports ont peut-être changé.",
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Ouvrir le diaporama de la séquence 1/ }));
    await waitFor(() =>
      expect(getCurrentSnackbar()?.message).toBe(
        "Action non autorisée. Vos droits d'accès aux supports ont peut-être changé.",
      ),
    );
    expect(opened.close).toHaveBeenCalled();
  });

  it('P2-SUP-01 a premium pro without licence lands on /unauthorized', async () => {
    mockApi({});
    const { router } = renderRoute('/pro/licence', proPremiumProfile);
    await waitFor(() => expect(router.location.pathname).toBe('/unauthorized'), { timeout: 15_000 });
  });
});
