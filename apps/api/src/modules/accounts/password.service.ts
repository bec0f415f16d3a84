import { AppError } from '@plateforme/shared/errors/app-error';
import { publicUrl, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/password.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { createSecretToken, hashToken } from '../../lib/tokens.ts';
import { endAllSessions } from './tokens.service.ts';
import { createInvitation } from './invitation.service.ts';
import { passwordResetMail } from './password.mails.ts';
import * as repository from './password.repository.ts';
import { findUserByEmail } from './users.repository.ts';

export const RESET_TTL_MINUTES = 60;

// Product text of this brief; the catalogue's auth.invalidResetToken words it differently.
export const invalidResetTokenMessage = 'Ce lien de réinitialisation est invalide ou a expiré.';

const invalidResetToken = () =>
  new AppError('validation_failed', invalidResetTokenMessage, { token: [invalidResetTokenMessage] });

export type MailDeps = { db: Db; mailer: Mailer; config: Pick<Config, 'PUBLIC_URL' | 'PORT'> };

/**
 * "Mot de passe oublié": the caller always gets the same answer, in the same time. Only the
 * limits (5 requests an hour per address and per IP) are checked before answering; the
 * rest, sendPasswordResetLink, runs after the answer so its work says nothing about the account.
 */
export async function limitPasswordResetRequests(
  db: Db,
  input: { email: string; ip: string },
  now = new Date(),
): Promise<void> {
  const hour = 3600;
  await hitRateLimit(db, { key: `password-email:email:${input.email}`, limit: 5, windowSeconds: hour }, now);
  await hitRateLimit(db, { key: `password-email:ip:${input.ip}`, limit: 5, windowSeconds: hour }, now);
}

/**
 * An active account gets a link valid 60 minutes; an invited one that never finished gets a
 * fresh invitation instead; an unknown or archived address gets nothing.
 */
export async function sendPasswordResetLink(
  { db, mailer, config }: MailDeps,
  email: string,
  now = new Date(),
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.isArchived) return;
  if (user.isInvited && !user.passwordHash) {
    await createInvitation(db, mailer, config, user.id, now);
    return;
  }
  const token = createSecretToken();
  await repository.insertPasswordReset(db, {
    email: user.email,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60 * 1000),
  });
  const link = `${publicUrl(config)}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
  await mailer.send(passwordResetMail({ to: user.email, firstname: user.firstname, link }));
}

export type ResetPasswordInput = { email: string; token: string; password: string; ip: string };

/**
 * Sets the new password from a live link sent to this address. The link is spent, every
 * other open link of the person too, and every session is closed, all in one transaction.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput, now = new Date()): Promise<void> {
  await hitRateLimit(db, { key: `password-reset:ip:${input.ip}`, limit: 10, windowSeconds: 15 * 60 }, now);
  const reset = await repository.findPasswordReset(db, hashToken(input.token));
  if (!reset || reset.email !== input.email || reset.usedAt || reset.expiresAt <= now || reset.userArchived) {
    throw invalidResetToken();
  }
  // argon2id is slow on purpose: hashed before the transaction, which stays short.
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (!(await repository.spendPasswordReset(tx, reset.id, now))) throw invalidResetToken();
    await repository.spendOpenPasswordResets(tx, reset.userId, now);
    await repository.updatePasswordHash(tx, reset.userId, passwordHash);
    await endAllSessions(tx, reset.userId, now);
  });
}
