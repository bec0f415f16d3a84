import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../test/mock-api.ts';
import { premiumUserProfile } from '../../test/profiles.ts';
import { renderRoute } from '../../test/render-route.tsx';

afterEach(() => vi.unstubAllGlobals());

const legalLinks = [
  ['Charte de confidentialité', '/charte-de-confidentialite'],
  ['Mentions légales', '/mentions-legales'],
  ['Cookies et stockage local', '/cookies'],
  ['Conditions des dons et adhésions en ligne', '/conditions-de-vente'],
  ["Conditions générales d'utilisation", '/conditions-d-utilisation'],
];

describe('legal footer', () => {
  it('P1-LEGAL-02 ends every page with a footer listing the five legal pages', async () => {
    for (const [path, profile] of [
      ['/login', null],
      ['/home', premiumUserProfile],
      ['/page-inconnue', null],
    ] as const) {
      const view = renderRoute(path, profile);
      const footer = within(await screen.findByRole('contentinfo'));
      const nav = within(footer.getByRole('navigation', { name: 'Informations légales' }));
      expect(nav.getAllByRole('listitem')).toHaveLength(5);
      expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(legalLinks);
      view.unmount();
    }
  });

  it('P1-LEGAL-01 opens the charter from the footer', async () => {
    mockApi({
      'GET /api/legal/charte-de-confidentialite': () =>
        jsonResponse(200, {
          data: {
            slug: 'charte-de-confidentialite',
            title: 'Charte',
            content: '## Données collectées\n\nTexte.',
            updated_at: '2026-11-20T09:00:00Z',
          },
        }),
    });
    const { router } = renderRoute('/home');
    fireEvent.click(
      within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Charte de confidentialité' }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Données collectées' })).toBeTruthy();
    expect(router.location.pathname).toBe('/charte-de-confidentialite');
  });
});
