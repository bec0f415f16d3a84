import { describe, expect, it } from 'vitest';
import { isSafeHref, parseInline, parseLegalText } from './parse-legal-text.ts';

describe('legal text format', () => {
  it('reads headings, paragraphs joined across lines, and lists', () => {
    const text =
      '## Données\n\nUne phrase\nqui continue.\n\n- **Identité** : nom ;\n- coordonnées.\n### Santé\nArticle 9.';
    expect(parseLegalText(text)).toEqual([
      { kind: 'heading', level: 2, text: 'Données' },
      { kind: 'paragraph', text: 'Une phrase qui continue.' },
      { kind: 'list', items: ['**Identité** : nom ;', 'coordonnées.'] },
      { kind: 'heading', level: 3, text: 'Santé' },
      { kind: 'paragraph', text: 'Article 9.' },
    ]);
  });

  it('reads bold and links, and keeps only safe addresses as links', () => {
    expect(parseInline('Voir **la charte** et [la CNIL](https://www.cnil.fr) ou [nous](mailto:a@b.fr).')).toEqual([
      { kind: 'text', text: 'Voir ' },
      { kind: 'bold', text: 'la charte' },
      { kind: 'text', text: ' et ' },
      { kind: 'link', text: 'la CNIL', href: 'https://www.cnil.fr' },
      { kind: 'text', text: ' ou ' },
      { kind: 'link', text: 'nous', href: 'mailto:a@b.fr' },
      { kind: 'text', text: '.' },
    ]);
    expect(parseInline('[piège](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'piège' },
      { kind: 'text', text: ')' },
    ]);
    for (const href of ['javascript:alert(1)', '//autre.site', 'http://clair.fr', 'data:text/html,x'])
      expect(isSafeHref(href), href).toBe(false);
    for (const href of ['/cookies', 'https://www.cnil.fr', 'mailto:x@y.fr']) expect(isSafeHref(href), href).toBe(true);
  });
});
