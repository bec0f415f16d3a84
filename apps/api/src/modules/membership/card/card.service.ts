/**
 * « Ma carte d'adhérent » (issue #38): the member's printable card, and the public check its
 * QR code opens, which answers only valid (until when) or expired (when): never who.
 */
import { AppError } from '@plateforme/shared/errors/app-error';
import { formatDate } from '@plateforme/shared/format/dates';
import type { CardCheck } from '@plateforme/shared/membership/card.schemas';
import { memberCardMessages } from '@plateforme/shared/messages/membership-card';
import type { Db } from '../../../db/client.ts';
import { hitRateLimit, type RateLimit } from '../../../lib/rate-limit.ts';
import { findUserById } from '../../accounts/people.service.ts';
import { findSettingValue } from '../../platform/settings/settings.service.ts';
import { renderMemberCard } from './card-pdf.ts';
import { buildCardCheckUrl } from './card-qr.ts';
import { createCardToken, readCardToken } from './card-token.ts';
import { getCardValidity } from './card-validity.ts';
import { findMembershipPeriods } from './card.repository.ts';

/** A phone scanning cards at a door makes a few checks a minute; guessing needs far more. */
export const cardCheckLimit = (ip: string): RateLimit => ({
  key: `membership-card:ip:${ip}`,
  limit: 30,
  windowSeconds: 10 * 60,
});

const unknownCard = () => new AppError('not_found', memberCardMessages.check.unknown);

export async function getMemberCard(db: Db, userId: number, publicUrl: string, now = new Date()) {
  const [user, periods] = await Promise.all([findUserById(db, userId), findMembershipPeriods(db, userId)]);
  const validity = getCardValidity(periods, now);
  if (!user || validity.status !== 'valid') throw new AppError('not_found', memberCardMessages.noMembership);
  const [token, associationName] = await Promise.all([
    createCardToken(db, userId),
    findSettingValue(db, 'association_name'),
  ]);
  const pdf = await renderMemberCard({
    associationName: associationName ?? '',
    holderName: `${user.firstname} ${user.lastname}`,
    // The number the staff gave her, else the one of her registration (as « Mes adhérents » shows it).
    memberNumber: user.memberCode || user.code || null,
    start: validity.start,
    end: validity.end,
    checkUrl: buildCardCheckUrl(publicUrl, token),
    issuedAt: now,
  });
  return { pdf, fileName: memberCardMessages.card.fileName };
}

/** Counted before anything is read, so a stream of guesses meets the 429 whatever it tries. */
export async function checkMemberCard(db: Db, token: string, ip: string, now = new Date()): Promise<CardCheck> {
  await hitRateLimit(db, cardCheckLimit(ip), now);
  const userId = await readCardToken(db, token);
  if (userId === null) throw unknownCard();
  const validity = getCardValidity(await findMembershipPeriods(db, userId), now);
  if (validity.status === 'none') throw unknownCard();
  const until = formatDate(validity.end);
  return validity.status === 'valid'
    ? { status: 'valid', until: validity.end.toISOString(), message: memberCardMessages.check.valid(until) }
    : { status: 'expired', until: validity.end.toISOString(), message: memberCardMessages.check.expired(until) };
}
