import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const charter = {
  slug: 'charte-de-confidentialite',
  title: 'Charte de confidentialité',
  content:
    'La présente charte est en vigueur depuis le 1er octobre 2020 (01/10/2020).\n\n## Hébergement\n\n' +
    "**Cet hébergement n'est pas certifié** pour les données de santé.\n\n## Vos droits\n\n- accès ;\n- [la CNIL](https://www.cnil.fr) ;\n- [cookies](/cookies).\n\n" +
    '<img src=x onerror="alert(1)"> [piège](javascript:alert(1))',
  updated_at: '2026-11-20T09:00:00.000Z',
};

describe('legal pages', () => {
  it('P1-LEGAL-01 P1-LEGAL-03 shows the charter: h1, last update, headings, lists, safe links, no HTML', async () => {
    mockApi({ 'GET /api/legal/charte-de-confidentialite': () => jsonResponse(200, { data: charter }) });
    const { container } = renderRoute('/charte-de-confidentialite');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Charte de confidentialité' })).toBeTruthy();
    expect(await main.findByText('Dernière mise à jour : 20/11/2026')).toBeTruthy();
    expect(main.getByText(/en vigueur depuis le 1er octobre 2020/)).toBeTruthy();
    expect(main.getByRole('heading', { level: 2, name: 'Hébergement' })).toBeTruthy();
    expect(main.getByText("Cet hébergement n'est pas certifié").tagName).toBe('STRONG');
    expect(main.getAllByRole('listitem')).toHaveLength(3);
    expect(main.getByRole('link', { name: 'la CNIL' }).getAttribute('href')).toBe('https://www.cnil.fr');
    expect(main.getByRole('link', { name: 'cookies' }).getAttribute('href')).toBe('/cookies');
    // Staff-edited text is shown as text: no element from it, no script address.
    expect(container.querySelector('main img')).toBeNull();
    expect(main.getByText(/<img src=x/)).toBeTruthy();
    expect(main.queryByRole('link', { name: 'piège' })).toBeNull();
  });

  it('shows the loading state under the heading, then an error with a retry that loads the text', async () => {
    let fail = true;
    const calls = mockApi({
      'GET /api/legal/mentions-legales': () =>
        fail
          ? jsonResponse(500, { code: 'internal', message: 'x' })
          : jsonResponse(200, { data: { ...charter, slug: 'mentions-legales', content: '## Éditeur\n\nTexte.' } }),
    });
    renderRoute('/mentions-legales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentions légales' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Chargement du texte' })).toBeTruthy();
    expect(
      await screen.findByText("Le texte n'a pas pu être chargé. Vérifiez votre connexion puis réessayez."),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Éditeur' })).toBeTruthy();
    expect(
      calls
        .filter((call) => call.path === '/api/legal/mentions-legales')
        .every((call) => call.authorization === undefined),
    ).toBe(true);
  });
});
