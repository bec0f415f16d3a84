/** Library rules both sides read: the French label of a document type (P2 §3 Document). */
import { libraryMessages } from '../messages/library.ts';

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
