/** The library (P2 §2 Library, §3 Document, §7): the documents list, their types, their files. */
import { AppError } from '@plateforme/shared/errors/app-error';
import { getDocumentTypeLabel } from '@plateforme/shared/library/library.rules';
import type {
  DocumentList,
  DocumentSearch,
  DocumentSortColumn,
  DocumentTypeOption,
} from '@plateforme/shared/library/library.schemas';
import { libraryMessages } from '@plateforme/shared/messages/library';
import type { Db } from '../../db/client.ts';
import { downloadName, findStoredFile, type StoredFile } from '../../lib/stored-files.ts';
import * as repository from './library.repository.ts';
import type { Storage } from '../../lib/storage/storage.ts';

export type DocumentListQuery = {
  search: DocumentSearch;
  sort: DocumentSortColumn;
  direction: 'asc' | 'desc';
  perPage: number;
  page: number;
};

/**
 * Words as the title search compares them: accents dropped, œ/æ spelt out, lowercase, any
 * run of other characters one space (the repository folds the titles the same way).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export async function listDocuments(db: Db, query: DocumentListQuery): Promise<DocumentList> {
  const { perPage, page } = query;
  const titleContains = foldForSearch(query.search.title ?? '');
  const { rows, total } = await repository.findDocumentPage(
    db,
    { ...(titleContains ? { titleContains } : {}), ...(query.search.type ? { type: query.search.type } : {}) },
    { sort: query.sort, direction: query.direction },
    { limit: perPage, offset: (page - 1) * perPage },
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      type: row.type,
      type_name: getDocumentTypeLabel(row.type),
      file_size: row.sizeBytes ?? 0,
      created_at: row.createdAt.toISOString(),
    })),
    meta: { total, current_page: page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base' });

/** The types the library holds, with their French labels, in label order. */
export async function listDocumentTypes(db: Db): Promise<DocumentTypeOption[]> {
  const types = await repository.findDocumentTypes(db);
  return types
    .map((type) => ({ value: type, label: getDocumentTypeLabel(type) }))
    .sort((a, b) => frenchOrder.compare(a.label, b.label));
}

export type DocumentFile = StoredFile & { name: string };

/**
 * A document's file on disk, downloaded under a name whose extension follows its type (ADR 066).
 * 404: no such document, no file attached, or the file is missing.
 */
export async function getDocumentFile(db: Db, storage: Storage, documentId: number): Promise<DocumentFile> {
  const row = await repository.findDocumentFile(db, documentId);
  if (!row) throw new AppError('not_found', libraryMessages.notFound);
  const file = row.file ? await findStoredFile(storage, row.file) : null;
  if (!file || !row.file) throw new AppError('not_found', libraryMessages.fileMissing);
  return { ...file, name: downloadName(row.file.name, file.mime) };
}
