import { AppError } from '@plateforme/shared/errors/app-error';
import type { InvitationState } from '@plateforme/shared/accounts/profile.schemas';
import { authMessages } from '@plateforme/shared/messages/accounts';
import { errorMessages } from '@plateforme/shared/messages/common';
import { publicUrl, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/password.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { createSecretToken, hashToken } from '../../lib/tokens.ts';
import { verifyCaptcha } from '../platform/captcha/captcha.service.ts';
import * as repository from './invitation.repository.ts';
import { invitationMail } from './password.mails.ts';
import { carerInvitationMail } from './account.mails.ts';
import { findUserById } from './users.repository.ts';

export const INVITATION_TTL_DAYS = 7;

const invalidInvitation = () =>
  new AppError('validation_failed', authMessages.invalidInvitationToken, {
    token: [authMessages.invalidInvitationToken],
  });

/**
 * Invites a user someone else created (a carer for their young person, the staff for a pro)
 * to choose a password: marks the user invited, replaces any earlier link with a new one
 * valid 7 days and e-mails it. Call it once the user's row is committed.
 */
export async function createInvitation(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  userId: number,
  now = new Date(),
): Promise<void> {
  const { user, link } = await issueInvitation(db, config, userId, now);
  await mailer.send(invitationMail({ to: user.email, firstname: user.firstname, link }));
}

/**
 * The staff's invitations (a new person, or a new link for one already invited): `write`
 * makes its changes and returns the person, in the transaction that issues the link, so
 * they and the audit line exist together; the e-mail leaves once it is committed.
 */
export async function createInvitationWith(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  write: (tx: Db) => Promise<number>,
  now = new Date(),
): Promise<{ userId: number; email: string }> {
  const { user, link } = await db.transaction(async (tx) => issueInvitation(tx, config, await write(tx), now));
  await mailer.send(invitationMail({ to: user.email, firstname: user.firstname, link }));
  return { userId: user.id, email: user.email };
}

async function issueInvitation(db: Db, config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, userId: number, now: Date) {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('not_found', errorMessages.notFound);
  const token = createSecretToken();
  await repository.replaceInvitation(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000),
  });
  return { user, link: `${publicUrl(config)}/complete-registration/${token}?email=${encodeURIComponent(user.email)}` };
}

/** The same invitation for a carer named by a young person: fixed wording, no name typed by the young person. */
export async function inviteCarer(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  userId: number,
  now = new Date(),
) {
  const { user, link } = await issueInvitation(db, config, userId, now);
  await mailer.send(carerInvitationMail(user.email, link));
}

export type CompleteRegistrationInput = {
  email: string;
  token: string;
  password: string;
  captcha: string | undefined;
  ip: string;
};

/**
 * What the completion page says on arrival (ADR 068): a live link gives its address, to fill
 * the form with; a link already used says so (the person signs in); any other is dead. The
 * address is only given to whoever holds the live link, which the e-mail already carries.
 */
export async function getInvitationState(
  db: Db,
  input: { token: string; ip: string },
  now = new Date(),
): Promise<InvitationState> {
  await hitRateLimit(db, { key: `registration-invitation:ip:${input.ip}`, limit: 30, windowSeconds: 15 * 60 }, now);
  const invitation = await repository.findInvitation(db, hashToken(input.token));
  if (!invitation || invitation.isArchived) return { status: 'invalid', email: null };
  if (invitation.usedAt) return { status: 'used', email: null };
  if (invitation.expiresAt <= now || !invitation.isInvited) return { status: 'invalid', email: null };
  return { status: 'valid', email: invitation.email };
}

/**
 * An invited person finishes their account: a human (captcha), the link still valid and
 * sent to this address, then password, terms and privacy acceptance in one transaction.
 */
export async function completeRegistration(db: Db, input: CompleteRegistrationInput, now = new Date()): Promise<void> {
  await hitRateLimit(db, { key: `registration-complete:ip:${input.ip}`, limit: 10, windowSeconds: 15 * 60 }, now);
  await verifyCaptcha(db, input.captcha, now);
  const invitation = await repository.findInvitation(db, hashToken(input.token));
  if (
    !invitation ||
    invitation.email !== input.email ||
    invitation.usedAt ||
    invitation.expiresAt <= now ||
    !invitation.isInvited ||
    invitation.isArchived
  ) {
    throw invalidInvitation();
  }
  // argon2id is slow on purpose: hashed before the transaction, which stays short.
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await repository.spendInvitation(tx, invitation.id, now))) throw invalidInvitation();
    await repository.completeInvitedUser(tx, invitation.userId, passwordHash, now);
  });
}
