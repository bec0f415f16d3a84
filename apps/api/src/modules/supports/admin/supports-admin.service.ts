import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminListMeta, type AdminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import type {
  AdminSupport,
  AdminSupportsQuery,
  SupportFields,
  SupportFileRole,
} from '@plateforme/shared/supports/admin.schemas';
import { AppError, invalid } from '@plateforme/shared/errors/app-error';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import type { Db } from '../../../db/client.ts';
import type { Support } from '../../../db/schema/index.ts';
import type { Viewer } from '../../../plugins/viewer.ts';
import type { Storage } from '../../../lib/storage/storage.ts';
import { changedFields, createdFields, recordAudit } from '../../platform/audit/audit.ts';
import { deleteAttachmentsOf, replaceAttachment } from '../../platform/files/attachments.service.ts';
import * as repo from './supports-admin.repository.ts';
import { removeStored } from '../../../lib/uploads.ts';
import { defaultZipSiteLimits, unpackOnce, ZipSiteError } from '../../../lib/zip-site/index.ts';
import { checkFile, mimeOf, recordUpload, type FileKind, type UploadedForm } from '../../../lib/admin-uploads.ts';

const texts = adminContentMessages.supports;
const notFound = () => new AppError('not_found', texts.notFound);

/** What each file of a support may be (ADR 046): slides are a site, the booklet a PDF, the guide either. */
export const ROLE_KINDS: Record<SupportFileRole, readonly FileKind[]> = {
  pro_attachment: ['zip'],
  user_attachment: ['pdf'],
  guide_attachment: ['pdf', 'zip'],
};

type FileRow = Awaited<ReturnType<typeof repo.findSupportFiles>>[number];

function toAdminSupport(row: Support, files: FileRow[]): AdminSupport {
  const fileOf = (role: SupportFileRole) => {
    const file = files.find((candidate) => candidate.supportId === row.id && candidate.role === role);
    return file ? { id: file.id, name: file.name, mime: file.mime, size: file.size } : null;
  };
  return {
    id: row.id,
    sequence: row.sequence,
    support_type: row.supportType,
    shared_with_licence_pros: row.sharedWithLicencePros,
    pro_attachment: fileOf('pro_attachment'),
    user_attachment: fileOf('user_attachment'),
    guide_attachment: fileOf('guide_attachment'),
    updated_at: row.updatedAt.toISOString(),
  };
}

const filterOf = (query: AdminSupportsQuery) => ({
  // Supports have no title: the free text is a sequence number.
  sequence: query.sequence ?? (query.q && /^\d{1,5}$/.test(query.q) ? Number(query.q) : undefined),
  supportType: query.support_type,
  shared: query.shared_with_licence_pros,
});

async function withFiles(db: Db, rows: Support[]) {
  const files = await repo.findSupportFiles(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminSupport(row, files));
}

export async function listAdminSupports(
  db: Db,
  query: AdminSupportsQuery,
): Promise<{ data: AdminSupport[]; meta: AdminListMeta }> {
  const { rows, total } = await repo.findAdminSupports(db, filterOf(query), query, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { data: await withFiles(db, rows), meta: adminListMeta(total, query.page, query.per_page) };
}

export async function allAdminSupports(db: Db, query: AdminSupportsQuery): Promise<AdminSupport[]> {
  return withFiles(db, (await repo.findAdminSupports(db, filterOf(query), query)).rows);
}

export async function getAdminSupport(db: Db, id: number): Promise<AdminSupport> {
  const row = await repo.findSupport(db, id);
  if (!row) throw notFound();
  return (await withFiles(db, [row]))[0]!;
}

/** The body as the route's schema checked it: parsed once, there. */
function valuesOf(body: SupportFields): repo.SupportValues {
  return {
    sequence: body.sequence,
    supportType: body.support_type,
    sharedWithLicencePros: body.shared_with_licence_pros,
  };
}

const auditFields = (values: Partial<repo.SupportValues>) => ({
  sequence: values.sequence,
  support_type: values.supportType,
  shared_with_licence_pros: values.sharedWithLicencePros,
});
const labelOf = (values: repo.SupportValues) => `${texts.types[values.supportType]} ${values.sequence}`;

export async function createSupport(db: Db, viewer: Viewer, body: SupportFields): Promise<AdminSupport> {
  const values = valuesOf(body);
  const id = await db.transaction(async (tx) => {
    if (await repo.findClash(tx, values)) throw invalid('sequence', texts.duplicate);
    const newId = await repo.insertSupport(tx, values);
    await recordAudit(tx, viewer, {
      action: 'create',
      entity: 'support',
      entityId: newId,
      label: labelOf(values),
      changes: createdFields(auditFields(values)),
    });
    return newId;
  });
  return getAdminSupport(db, id);
}

export async function updateSupportFields(
  db: Db,
  viewer: Viewer,
  id: number,
  body: SupportFields,
): Promise<AdminSupport> {
  const values = valuesOf(body);
  await db.transaction(async (tx) => {
    const before = await repo.findSupport(tx, id);
    if (!before) throw notFound();
    if (await repo.findClash(tx, values, id)) throw invalid('sequence', texts.duplicate);
    await repo.updateSupport(tx, id, values);
    await recordAudit(tx, viewer, {
      action: 'update',
      entity: 'support',
      entityId: id,
      label: labelOf(values),
      changes: changedFields(auditFields(before), auditFields(values)),
    });
  });
  return getAdminSupport(db, id);
}

export async function deleteAdminSupport(db: Db, viewer: Viewer, id: number, storage: Storage): Promise<void> {
  const paths = await db.transaction(async (tx) => {
    const before = await repo.findSupport(tx, id);
    if (!before) throw notFound();
    const removed = await deleteAttachmentsOf(tx, 'support', id);
    await repo.deleteSupport(tx, id);
    await recordAudit(tx, viewer, {
      action: 'delete',
      entity: 'support',
      entityId: id,
      label: labelOf(before),
      changes: changedFields<Record<string, unknown>>(auditFields(before), {
        sequence: null,
        support_type: null,
        shared_with_licence_pros: null,
      }),
    });
    return removed;
  });
  for (const stored of paths) await removeStored(storage, stored);
}

const refusals = adminContentMessages.upload.zipRefused;
const MiB = 1024 * 1024;

/** Why the archive is refused, in French, naming the entry at fault when there is one (ADR 060). */
export function describeSlideshowRefusal(error: ZipSiteError): string {
  const limits = defaultZipSiteLimits;
  const entry = error.entry?.name;
  const why = (() => {
    if (entry === undefined) {
      if (error.reason === 'too_many_entries') return refusals.too_many_entries(limits.maxEntries);
      if (error.reason === 'too_large') return refusals.too_large(limits.maxTotalBytes / MiB);
      if (error.reason === 'no_index') return refusals.no_index;
      return refusals.unreadable;
    }
    switch (error.reason) {
      case 'unsafe_path': {
        const problem = error.entry?.problem ?? 'relative_segment';
        return problem === 'empty' ? refusals.empty : refusals[problem](entry);
      }
      case 'symlink':
      case 'encrypted':
      case 'unsupported_compression':
      case 'duplicate_entry':
      case 'size_mismatch':
        return refusals[error.reason](entry);
      case 'entry_too_large':
        return refusals.entry_too_large(entry, limits.maxEntryBytes / MiB);
      case 'compression_ratio':
        return refusals.compression_ratio(entry, limits.maxCompressionRatio);
      case 'too_large':
        return refusals.too_large(limits.maxTotalBytes / MiB);
      default:
        return refusals.unreadableEntry(entry);
    }
  })();
  return refusals.prefix + why;
}

/** Unpacks the archive once in a scratch folder with the slideshow limits: a refusal is a French 422 saying which entry and why. */
async function checkSlideshowArchive(zipPath: string): Promise<void> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'zip-check-'));
  try {
    await unpackOnce(zipPath, path.join(scratch, 'site'));
  } catch (error) {
    if (error instanceof ZipSiteError) throw invalid('file', describeSlideshowRefusal(error));
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Stores one file of a support; an archive must pass the slideshow checks first. */
export async function uploadSupportFile(
  db: Db,
  viewer: Viewer,
  id: number,
  role: SupportFileRole,
  form: UploadedForm,
): Promise<AdminSupport> {
  const file = checkFile(form);
  const support = await repo.findSupport(db, id);
  if (!support) throw notFound();
  // Archives wait in a temporary file (receiveForm's spool) until they pass.
  if (file.localPath) await checkSlideshowArchive(file.localPath);
  const old = await recordUpload(form, file, (stored) =>
    db.transaction(async (tx) => {
      if (!(await repo.findSupport(tx, id))) throw notFound();
      const replaced = await replaceAttachment(
        tx,
        { type: 'support', id, role },
        { name: file.name, path: stored, mime: mimeOf(file.kind), sizeBytes: file.size },
      );
      await recordAudit(tx, viewer, {
        action: 'update',
        entity: 'support',
        entityId: id,
        label: labelOf(support),
        changes: { [role]: { before: replaced?.name ?? null, after: file.name } },
      });
      return replaced;
    }),
  );
  await removeStored(form.storage, old?.path);
  return getAdminSupport(db, id);
}

export async function removeSupportFile(
  db: Db,
  viewer: Viewer,
  id: number,
  role: SupportFileRole,
  storage: Storage,
): Promise<AdminSupport> {
  const old = await db.transaction(async (tx) => {
    const support = await repo.findSupport(tx, id);
    if (!support) throw notFound();
    const replaced = await replaceAttachment(tx, { type: 'support', id, role }, null);
    if (replaced)
      await recordAudit(tx, viewer, {
        action: 'update',
        entity: 'support',
        entityId: id,
        label: labelOf(support),
        changes: { [role]: { before: replaced.name, after: null } },
      });
    return replaced;
  });
  await removeStored(storage, old?.path);
  return getAdminSupport(db, id);
}
