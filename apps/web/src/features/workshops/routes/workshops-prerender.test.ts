// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../prerender.tsx';

describe('the workshops lists drawn at build time (ADR 016)', () => {
  for (const [path, title] of [
    ['/workshops', 'Les ateliers'],
    ['/aja-workshops', 'Les ateliers AJA'],
    ['/oncommence', 'Ateliers onCommence'],
  ] as const) {
    it(`P2-WSL-01 P2-WSL-04 ${path} shows its heading, the filters and the loading state before any answer`, async () => {
      const { root } = await renderPage(path);
      expect(root).toContain(`>${title}</h1>`);
      expect(root).toContain('role="search"');
      expect(root).toContain('name="city"');
      expect(root).toContain('aria-label="Chargement des ateliers"');
      expect(root).not.toContain('bientôt disponible');
    });
  }
});
