/** A support's slideshow: a signed link for the signed-in pro, then its files for that link. */
import { AppError, forbidden } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import { supportsMessages } from '@plateforme/shared/messages/supports';
import { SUPPORT_AFTER_END_MINUTES } from '@plateforme/shared/supports/support-access.rules';
import { supportProxyUrl, type SlideshowRole } from '@plateforme/shared/supports/supports.schemas';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { LocatedArchive } from '../../lib/zip-site/index.ts';
import { findSessionWithWorkshop } from '../workshops/meetings/meetings.service.ts';
import { isSignInLive, loadViewer, type Viewer } from '../../plugins/viewer.ts';
import { canUseSupportFile } from './support-access.ts';
import * as repository from './supports.repository.ts';
import { readSlideshowAccess, signSlideshowAccess, SLIDESHOW_LINK_MINUTES } from './slideshow-links.ts';

/**
 * Two hours; for a session that starts within them, until its window closes (end + 15 min), so
 * that the slides opened just before a long session play to its end (ADR 060).
 */
async function linkExpiry(db: Db, meetingId: number | null, now: Date): Promise<Date> {
  const standard = now.getTime() + SLIDESHOW_LINK_MINUTES * 60_000;
  const session = meetingId === null ? null : await findSessionWithWorkshop(db, meetingId);
  if (!session || session.start.getTime() > standard) return new Date(standard);
  return new Date(Math.max(standard, session.end.getTime() + SUPPORT_AFTER_END_MINUTES * 60_000));
}

/** A link for the signed-in person, bound to the sign-in it is asked from (`familyId`). */
export async function createSlideshowLink(
  db: Db,
  viewer: Viewer,
  familyId: string,
  supportId: number,
  role: SlideshowRole,
  meetingId: number | null,
  now = new Date(),
) {
  const [support, file] = await Promise.all([
    repository.findSupport(db, supportId),
    repository.findSupportFile(db, supportId, role),
  ]);
  if (!support || !file) throw new AppError('not_found', errorMessages.notFound);
  if (!(await canUseSupportFile(db, viewer, { support, role, meetingId, now })))
    throw forbidden(supportsMessages.downloadForbidden);
  const expiresAt = await linkExpiry(db, meetingId, now);
  const access = await signSlideshowAccess(db, { userId: viewer.id, familyId, supportId, role, meetingId, expiresAt });
  return { url: supportProxyUrl(supportId, role, access), expires_at: expiresAt.toISOString() };
}

/** Every file of the slides: a valid link, its sign-in still going, and its person's rights as they are now. */
export async function canOpenSlideshow(
  db: Db,
  access: string,
  supportId: number,
  role: SlideshowRole,
  now = new Date(),
): Promise<boolean> {
  const grant = await readSlideshowAccess(db, access, supportId, role, now);
  if (!grant) return false;
  const [live, viewer, support] = await Promise.all([
    isSignInLive(db, grant.familyId, now),
    loadViewer(db, grant.userId, now),
    repository.findSupport(db, supportId),
  ]);
  if (!live || !viewer || !support) return false;
  return canUseSupportFile(db, viewer, { support, role, meetingId: grant.meetingId, now });
}

export async function locateSlideshow(
  db: Db,
  storage: Storage,
  supportId: number,
  role: SlideshowRole,
): Promise<LocatedArchive | null> {
  const file = await repository.findSupportFile(db, supportId, role);
  if (!file) return null;
  // From the bucket, each process keeps its own copy to unpack (ADR 090).
  const zipPath = await storage.localPath(file.path);
  return zipPath ? { zipPath, cacheKey: `attachment-${file.id}` } : null;
}
