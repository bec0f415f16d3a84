import { adminListMeta, type AdminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import {
  documentBodySchema,
  type AdminDocument,
  type AdminDocumentsQuery,
  type DocumentFields,
} from '@plateforme/shared/library/admin.schemas';
import { AppError } from '@plateforme/shared/errors/app-error';
import { getDocumentTypeLabel } from '@plateforme/shared/library/library.rules';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import type { Db } from '../../../db/client.ts';
import { changedFields, createdFields, recordAudit } from '../../platform/audit/audit.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import { deleteAttachmentsOf, replaceAttachment } from '../../platform/files/attachments.service.ts';
import * as repo from './documents-admin.repository.ts';
import { removeStored } from '../../../lib/uploads.ts';
import { checkFile, mimeOf, recordUpload, type UploadedForm } from '../../../lib/admin-uploads.ts';
import type { Storage } from '../../../lib/storage/storage.ts';

const notFound = () => new AppError('not_found', adminContentMessages.documents.notFound);

export function toAdminDocument(row: repo.AdminDocumentRow): AdminDocument {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    type_name: getDocumentTypeLabel(row.type),
    file:
      row.fileId === null
        ? null
        : { id: row.fileId, name: row.fileName ?? '', mime: row.fileMime ?? '', size: row.fileSize ?? 0 },
    created_at: row.createdAt.toISOString(),
  };
}

const filterOf = (query: Pick<AdminDocumentsQuery, 'q' | 'type'>) => ({ q: query.q || undefined, type: query.type });

export async function listAdminDocuments(
  db: Db,
  query: AdminDocumentsQuery,
): Promise<{ data: AdminDocument[]; meta: AdminListMeta }> {
  const { rows, total } = await repo.findAdminDocuments(db, filterOf(query), query, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { data: rows.map(toAdminDocument), meta: adminListMeta(total, query.page, query.per_page) };
}

export async function allAdminDocuments(db: Db, query: AdminDocumentsQuery): Promise<AdminDocument[]> {
  return (await repo.findAdminDocuments(db, filterOf(query), query)).rows.map(toAdminDocument);
}

export async function getAdminDocument(db: Db, id: number): Promise<AdminDocument> {
  const row = await repo.findAdminDocument(db, id);
  if (!row) throw notFound();
  return toAdminDocument(row);
}

/** A new document and its file: the file is stored first, and removed again if the record fails. */
export async function createDocument(db: Db, viewer: Viewer, form: UploadedForm): Promise<AdminDocument> {
  const fields = documentBodySchema.parse(form.fields);
  const file = checkFile(form);
  return recordUpload(form, file, async (stored) => {
    const id = await db.transaction(async (tx) => {
      const newId = await repo.insertDocument(tx, fields);
      await replaceAttachment(
        tx,
        { type: 'document', id: newId, role: 'file' },
        { name: file.name, path: stored, mime: mimeOf(file.kind), sizeBytes: file.size },
      );
      await recordAudit(tx, viewer, {
        action: 'create',
        entity: 'document',
        entityId: newId,
        label: fields.title,
        changes: createdFields({ ...fields, file: file.name }),
      });
      return newId;
    });
    return getAdminDocument(db, id);
  });
}

/** `fields` as the route's schema checked them: parsed once, there. */
export async function updateDocumentFields(
  db: Db,
  viewer: Viewer,
  id: number,
  fields: DocumentFields,
): Promise<AdminDocument> {
  await db.transaction(async (tx) => {
    const before = await repo.findAdminDocument(tx, id);
    if (!before) throw notFound();
    await repo.updateDocument(tx, id, fields);
    const changes = changedFields<Record<string, unknown>>(
      { title: before.title, description: before.description, type: before.type },
      fields,
    );
    await recordAudit(tx, viewer, { action: 'update', entity: 'document', entityId: id, label: fields.title, changes });
  });
  return getAdminDocument(db, id);
}

/** A new file for a document: the old one is removed once the new row is committed. */
export async function replaceDocumentFile(
  db: Db,
  viewer: Viewer,
  id: number,
  form: UploadedForm,
): Promise<AdminDocument> {
  const file = checkFile(form);
  if (!(await repo.findAdminDocument(db, id))) throw notFound();
  const old = await recordUpload(form, file, (stored) =>
    db.transaction(async (tx) => {
      const before = await repo.findAdminDocument(tx, id);
      if (!before) throw notFound();
      const replaced = await replaceAttachment(
        tx,
        { type: 'document', id, role: 'file' },
        { name: file.name, path: stored, mime: mimeOf(file.kind), sizeBytes: file.size },
      );
      await recordAudit(tx, viewer, {
        action: 'update',
        entity: 'document',
        entityId: id,
        label: before.title,
        changes: { file: { before: replaced?.name ?? null, after: file.name } },
      });
      return replaced;
    }),
  );
  await removeStored(form.storage, old?.path);
  return getAdminDocument(db, id);
}

export async function deleteAdminDocument(db: Db, viewer: Viewer, id: number, storage: Storage): Promise<void> {
  const path = await db.transaction(async (tx) => {
    const before = await repo.findAdminDocument(tx, id);
    if (!before) throw notFound();
    await deleteAttachmentsOf(tx, 'document', id);
    await repo.deleteDocument(tx, id);
    await recordAudit(tx, viewer, {
      action: 'delete',
      entity: 'document',
      entityId: id,
      label: before.title,
      changes: changedFields<Record<string, unknown>>(
        { title: before.title, type: before.type },
        { title: null, type: null },
      ),
    });
    return before.filePath;
  });
  await removeStored(storage, path);
}
