import { isProPremium } from '@plateforme/shared/accounts/access.rules';
import { AppError, forbidden } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import { supportsMessages } from '@plateforme/shared/messages/supports';
import {
  supportAttachmentRoles,
  type SupportAttachmentRole,
  type SupportItem,
  type SupportRelation,
  type SupportSearch,
} from '@plateforme/shared/supports/supports.schemas';
import type { Db } from '../../db/client.ts';
import type { Support } from '../../db/schema/index.ts';
import { findStoredFile, type StoredFile } from '../../lib/stored-files.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { canUseSupportFile } from './support-access.ts';
import * as repository from './supports.repository.ts';

export type SupportListQuery = { search: SupportSearch; with: SupportRelation[]; perPage: number; page: number };

/**
 * The files a list shows: what was asked, and for members only their booklet. Names of the
 * pros' files are no secret to pros (downloads are what the windows guard).
 */
function rolesShown(viewer: Viewer, relations: SupportRelation[]): SupportAttachmentRole[] {
  const asked = relations.includes('attachments')
    ? [...supportAttachmentRoles]
    : supportAttachmentRoles.filter((role) => relations.includes(role));
  return isProPremium(viewer.access) ? asked : asked.filter((role) => role === 'user_attachment');
}

async function toItems(db: Db, rows: Support[], roles: SupportAttachmentRole[]): Promise<SupportItem[]> {
  const files = await repository.findSupportAttachments(
    db,
    rows.map((row) => row.id),
    roles,
  );
  return rows.map((row) => {
    const item: SupportItem = {
      id: row.id,
      sequence: row.sequence,
      support_type: row.supportType,
      shared_with_licence_pros: row.sharedWithLicencePros,
    };
    for (const role of roles) {
      const file = files.find((candidate) => candidate.attachableId === row.id && candidate.role === role);
      item[role] = file ? { id: file.id, name: file.name, mime: file.mime, attachable_id: file.attachableId } : null;
    }
    return item;
  });
}

/** GET /api/supports (P2 §7): per_page -1 gives every support on one page. */
export async function listSupports(db: Db, viewer: Viewer, query: SupportListQuery) {
  const filter: repository.SupportFilter = {
    sequence: query.search.sequence,
    supportType: query.search.support_type,
    shared: query.search.shared_with_licence_pros,
  };
  const all = query.perPage === -1;
  const [total, rows] = await Promise.all([
    repository.countSupports(db, filter),
    repository.findSupports(db, filter, all ? null : query.perPage, all ? 0 : (query.page - 1) * query.perPage),
  ]);
  const perPage = all ? Math.max(total, 1) : query.perPage;
  return {
    data: await toItems(db, rows, rolesShown(viewer, query.with)),
    meta: { total, page: all ? 1 : query.page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

export async function getSupport(
  db: Db,
  viewer: Viewer,
  supportId: number,
  relations: SupportRelation[],
): Promise<SupportItem> {
  const row = await repository.findSupport(db, supportId);
  if (!row) throw new AppError('not_found', errorMessages.notFound);
  const [item] = await toItems(db, [row], rolesShown(viewer, relations));
  return item!;
}

export type SupportDownload = StoredFile & { name: string };

/**
 * A support's file for GET /api/attachments/{id}/download: 404 for anything but a support's
 * file or a file missing on disk, 403 with the spec's message outside the windows.
 */
export async function getSupportDownload(
  db: Db,
  storage: Storage,
  viewer: Viewer,
  attachmentId: number,
  meetingId: number | null,
  now = new Date(),
): Promise<SupportDownload> {
  const notFound = new AppError('not_found', errorMessages.notFound);
  const attachment = await repository.findAttachment(db, attachmentId);
  if (attachment?.attachableType !== 'support') throw notFound;
  const role = supportAttachmentRoles.find((candidate) => candidate === attachment.role);
  const support = await repository.findSupport(db, attachment.attachableId);
  if (!role || !support) throw notFound;
  if (!(await canUseSupportFile(db, viewer, { support, role, meetingId, now })))
    throw forbidden(supportsMessages.downloadForbidden);
  const file = await findStoredFile(storage, attachment);
  if (!file) throw notFound;
  return { ...file, name: attachment.name };
}
