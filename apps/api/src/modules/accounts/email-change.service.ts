import { AppError } from '@plateforme/shared/errors/app-error';
import { profileMessages } from '@plateforme/shared/messages/accounts';
import { publicUrl } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createSecretToken, hashToken } from '../../lib/tokens.ts';
import { addressInUseMail, emailChangeConfirmMail, emailChangeNoticeMail } from './account.mails.ts';
import { markEmailConfirmed } from './email-confirmation.service.ts';
import * as repository from './email-change.repository.ts';
import type { MailDeps } from './password.service.ts';
import { isEmailTaken } from './users.repository.ts';
import { isUniqueViolation } from '../../db/errors.ts';

export const EMAIL_CHANGE_TTL_HOURS = 24;

const invalidLink = (message: string = profileMessages.emailChangeInvalid) =>
  new AppError('validation_failed', message, { token: [message] });

/**
 * A member asks for a new login address (ADR 021). The account keeps its address until the
 * link sent to the new one is opened; the current address gets a notice. An address that
 * already has an account gets a warning without a link, and the caller the same answer.
 */
export async function requestEmailChange(
  { db, mailer, config }: MailDeps,
  user: { id: number; email: string },
  newEmail: string,
  now = new Date(),
): Promise<void> {
  if (await isEmailTaken(db, newEmail, user.id)) {
    await mailer.send(addressInUseMail(newEmail));
  } else {
    const token = createSecretToken();
    await repository.replaceEmailChange(db, {
      userId: user.id,
      newEmail,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3600 * 1000),
    });
    await mailer.send(emailChangeConfirmMail(newEmail, `${publicUrl(config)}/email-change/${token}`));
  }
  await mailer.send(emailChangeNoticeMail(user.email));
}

/** The link from the new address: spent once, then the address changes if it is still free. */
export async function confirmEmailChange(db: Db, token: string, now = new Date()): Promise<void> {
  const change = await repository.findEmailChange(db, hashToken(token));
  if (!change || change.usedAt || change.expiresAt <= now || change.userArchived) throw invalidLink();
  try {
    await db.transaction(async (tx) => {
      if (!(await repository.spendEmailChange(tx, change.id, now))) throw invalidLink();
      await repository.updateUserEmail(tx, change.userId, change.newEmail);
      await markEmailConfirmed(tx, change.userId, now);
    });
  } catch (error) {
    // Another account took the address since the request: nothing changed, the link is not spent.
    if (isUniqueViolation(error)) throw invalidLink(profileMessages.emailChangeUnavailable);
    throw error;
  }
}
