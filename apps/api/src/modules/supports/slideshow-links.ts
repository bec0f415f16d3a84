/**
 * Signed links to a support's slideshow. The slides open in a new window that carries no
 * bearer token, and run sandboxed (an opaque origin, so no cookie reaches the API either):
 * the access travels in one path segment before the file, so the slides' relative links keep
 * it. The segment names the person, their sign-in, the support file, the session and an
 * expiry, signed with a private key of the platform; every file request checks it, that the
 * sign-in is still going, then the person's current rights (ADR 039, ADR 060).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SlideshowRole } from '@plateforme/shared/supports/supports.schemas';
import type { Db } from '../../db/client.ts';
import { findOrCreateSecret } from '../platform/settings/settings.service.ts';

const keySetting = 'slideshow_link_key';
/**
 * How long a link lasts (longer for a session about to start: slideshow.service.ts); opening
 * the slides again gives a new link. Rights and the sign-in are checked on every file anyway.
 */
export const SLIDESHOW_LINK_MINUTES = 120;

export type SlideshowGrant = {
  userId: number;
  /** The sign-in (token family) the link was asked from: signing out ends the link. */
  familyId: string;
  supportId: number;
  role: SlideshowRole;
  meetingId: number | null;
  expiresAt: Date;
};

const sign = (key: string, grant: SlideshowGrant) =>
  createHmac('sha256', key)
    .update(
      `slides:${grant.supportId}:${grant.role}:${grant.userId}:${grant.familyId}:${grant.meetingId ?? 0}:${grant.expiresAt.getTime()}`,
    )
    .digest('base64url');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A family id (a UUID) in 22 URL-safe characters, and back. */
const packFamily = (familyId: string) => Buffer.from(familyId.replaceAll('-', ''), 'hex').toString('base64url');
function unpackFamily(packed: string): string | null {
  const hex = Buffer.from(packed, 'base64url').toString('hex');
  const familyId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return uuidPattern.test(familyId) && packFamily(familyId) === packed ? familyId : null;
}

/** `<expiry>.<user>.<session or 0>.<sign-in>.<signature>`: only URL-safe characters. */
export async function signSlideshowAccess(db: Db, grant: SlideshowGrant): Promise<string> {
  if (!uuidPattern.test(grant.familyId)) throw new Error('a slideshow link needs the sign-in it is asked from');
  const key = await findOrCreateSecret(db, keySetting);
  return [
    grant.expiresAt.getTime().toString(36),
    grant.userId.toString(36),
    (grant.meetingId ?? 0).toString(36),
    packFamily(grant.familyId),
    sign(key, grant),
  ].join('.');
}

/** The grant of a well-signed, unexpired segment for this support file, else null (the sign-in is the caller's to check). */
export async function readSlideshowAccess(
  db: Db,
  access: string,
  supportId: number,
  role: SlideshowRole,
  now = new Date(),
): Promise<SlideshowGrant | null> {
  const match = /^([0-9a-z]{1,12})\.([0-9a-z]{1,8})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(
    access,
  );
  if (!match) return null;
  const [, expiry = '', user = '', meeting = '', family = '', signature = ''] = match;
  const familyId = unpackFamily(family);
  if (!familyId) return null;
  const meetingId = Number.parseInt(meeting, 36);
  const grant: SlideshowGrant = {
    userId: Number.parseInt(user, 36),
    familyId,
    supportId,
    role,
    meetingId: meetingId || null,
    expiresAt: new Date(Number.parseInt(expiry, 36)),
  };
  // Valid up to its expiry included, as the support windows are.
  if (grant.expiresAt.getTime() < now.getTime()) return null;
  const expected = Buffer.from(sign(await findOrCreateSecret(db, keySetting), grant));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? grant : null;
}
