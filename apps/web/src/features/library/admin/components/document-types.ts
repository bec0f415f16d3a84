import { libraryMessages } from '@plateforme/shared/messages/library';

/** The types a document may take: the library's own, then one sheet per product. */
export const documentTypeOptions = [
  ...Object.entries(libraryMessages.types).map(([value, label]) => ({ value, label })),
  ...Object.entries(libraryMessages.products).map(([product, name]) => ({
    value: `${product}_sheet`,
    label: libraryMessages.productSheet(name),
  })),
];
