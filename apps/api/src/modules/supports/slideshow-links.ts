/**
 * Signed links to a support's slideshow. The slides open in a new window that carries no
 * bearer token, and run sandboxed (an opaque origin, so no cookie reaches the API either):
 * the access travels in one path segment before the file, so the slides' relative links keep
 * it. The segment names the person, the support file, the session and an expiry, signed with
 * a private key of the platform; every file request checks it and then the person's current
 * rights, so a link stops working as soon as the support window closes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SlideshowRole } from '@plateforme/shared/supports/supports.schemas';
import type { Db } from '../../db/client.ts';
import { findOrCreateSecret } from '../settings/settings.service.ts';

const keySetting = 'slideshow_link_key';
/** Long enough for a session's slides; rights are checked again on every file anyway. */
export const SLIDESHOW_LINK_HOURS = 4;

export type SlideshowGrant = { userId: number; supportId: number; role: SlideshowRole; meetingId: number | null; expiresAt: Date };

const sign = (key: string, grant: SlideshowGrant) =>
  createHmac('sha256', key)
    .update(`slides:${grant.supportId}:${grant.role}:${grant.userId}:${grant.meetingId ?? 0}:${grant.expiresAt.getTime()}`)
    .digest('base64url');

/** `<expiry>.<user>.<session or 0>.<signature>`: only URL-safe characters. */
export async function signSlideshowAccess(db: Db, grant: SlideshowGrant): Promise<string> {
  const key = await findOrCreateSecret(db, keySetting);
  return [grant.expiresAt.getTime().toString(36), grant.userId.toString(36), (grant.meetingId ?? 0).toString(36), sign(key, grant)].join('.');
}

/** The grant of a well-signed, unexpired segment for this support file, else null. */
export async function readSlideshowAccess(db: Db, access: string, supportId: number, role: SlideshowRole, now = new Date()): Promise<SlideshowGrant | null> {
  const match = /^([0-9a-z]{1,12})\.([0-9a-z]{1,8})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{43})$/.exec(access);
  if (!match) return null;
  const [, expiry = '', user = '', meeting = '', signature = ''] = match;
  const meetingId = Number.parseInt(meeting, 36);
  const grant: SlideshowGrant = { userId: Number.parseInt(user, 36), supportId, role, meetingId: meetingId || null, expiresAt: new Date(Number.parseInt(expiry, 36)) };
  if (grant.expiresAt.getTime() <= now.getTime()) return null;
  const expected = Buffer.from(sign(await findOrCreateSecret(db, keySetting), grant));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? grant : null;
}
