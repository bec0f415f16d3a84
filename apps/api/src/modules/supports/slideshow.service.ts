/** A support's slideshow: a signed link for the signed-in pro, then its files for that link. */
import path from 'node:path';
import { AppError, forbidden } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import { supportsMessages } from '@plateforme/shared/messages/library';
import { supportProxyUrl, type SlideshowRole } from '@plateforme/shared/supports/supports.schemas';
import type { Db } from '../../db/client.ts';
import type { LocatedArchive } from '../../lib/zip-site/index.ts';
import { loadViewer, type Viewer } from '../accounts/viewer.ts';
import { canUseSupportFile } from './support-access.ts';
import * as repository from './supports.repository.ts';
import { readSlideshowAccess, signSlideshowAccess, SLIDESHOW_LINK_HOURS } from './slideshow-links.ts';

export async function createSlideshowLink(db: Db, viewer: Viewer, supportId: number, role: SlideshowRole, meetingId: number | null, now = new Date()) {
  const [support, file] = await Promise.all([repository.findSupport(db, supportId), repository.findSupportFile(db, supportId, role)]);
  if (!support || !file) throw new AppError('not_found', errorMessages.notFound);
  if (!(await canUseSupportFile(db, viewer, { support, role, meetingId, now }))) throw forbidden(supportsMessages.downloadForbidden);
  const expiresAt = new Date(now.getTime() + SLIDESHOW_LINK_HOURS * 3_600_000);
  const access = await signSlideshowAccess(db, { userId: viewer.id, supportId, role, meetingId, expiresAt });
  return { url: supportProxyUrl(supportId, role, access), expires_at: expiresAt.toISOString() };
}

/** Every file of the slides: a valid link, and its person's rights as they are now. */
export async function canOpenSlideshow(db: Db, access: string, supportId: number, role: SlideshowRole, now = new Date()): Promise<boolean> {
  const grant = await readSlideshowAccess(db, access, supportId, role, now);
  if (!grant) return false;
  const [viewer, support] = await Promise.all([loadViewer(db, grant.userId, now), repository.findSupport(db, supportId)]);
  if (!viewer || !support) return false;
  return canUseSupportFile(db, viewer, { support, role, meetingId: grant.meetingId, now });
}

export async function locateSlideshow(db: Db, filesDir: string, supportId: number, role: SlideshowRole): Promise<LocatedArchive | null> {
  const file = await repository.findSupportFile(db, supportId, role);
  if (!file) return null;
  const root = path.resolve(filesDir);
  const zipPath = path.resolve(root, ...file.path.split('/'));
  if (!zipPath.startsWith(root + path.sep)) return null;
  return { zipPath, cacheKey: `attachment-${file.id}` };
}
