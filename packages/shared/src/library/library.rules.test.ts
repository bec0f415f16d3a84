import { describe, expect, it } from 'vitest';
import { getDocumentTypeLabel } from './library.rules.ts';
import { defaultDirection } from './library.schemas.ts';

describe('getDocumentTypeLabel', () => {
  it('P2-LIB-04 names the spec’s types in French', () => {
    expect(getDocumentTypeLabel('scientific_article')).toBe('Article scientifique');
    expect(getDocumentTypeLabel('vulgarization_article')).toBe('Article de vulgarisation');
    expect(getDocumentTypeLabel('neuropsychological_test')).toBe('Test neuropsychologique');
    expect(getDocumentTypeLabel('various')).toBe('Divers');
  });

  it('P2-LIB-04 names a {product}_sheet after its product', () => {
    expect(getDocumentTypeLabel('oncogitiel_sheet')).toBe('Fiche onCogitiel');
    expect(getDocumentTypeLabel('oncommence_sheet')).toBe('Fiche On commence !');
    expect(getDocumentTypeLabel('new_tool_sheet')).toBe('Fiche New tool');
  });
});

describe('defaultDirection', () => {
  it('P2-LIB-06 is ascending for the title, else descending', () => {
    expect(defaultDirection('title')).toBe('asc');
    expect(defaultDirection('created_at')).toBe('desc');
    expect(defaultDirection('type')).toBe('desc');
  });
});
