/**
 * Library rules both sides read, without zod: the list's page size and sorts (P2 §7), the
 * French label of a document type (P2 §3 Document). The schemas build on them.
 */
import { libraryMessages } from '../messages/library.ts';

/** Twelve cards a page: four rows of three on a desk, one column on a phone. */
export const DOCUMENTS_PER_PAGE = 12;
export const DOCUMENTS_MAX_PER_PAGE = 100;

export const documentSortColumns = ['created_at', 'title', 'type'] as const;
export type DocumentSortColumn = (typeof documentSortColumns)[number];

/** The spec's default directions (P2 §7): ascending for the title, else most recent / last first. */
export function defaultDirection(sort: DocumentSortColumn): 'asc' | 'desc' {
  return sort === 'title' ? 'asc' : 'desc';
}

const sheetSuffix = '_sheet';

/** 'scientific_article' → 'Article scientifique', 'oncogitiel_sheet' → 'Fiche onCogitiel'. */
export function getDocumentTypeLabel(type: string): string {
  const known = (libraryMessages.types as Record<string, string>)[type];
  if (known) return known;
  if (type.endsWith(sheetSuffix) && type.length > sheetSuffix.length) {
    const product = type.slice(0, -sheetSuffix.length);
    const name =
      libraryMessages.products[product] ?? product.charAt(0).toUpperCase() + product.slice(1).replaceAll('_', ' ');
    return libraryMessages.productSheet(name);
  }
  return type.replaceAll('_', ' ');
}
