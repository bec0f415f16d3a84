/**
 * The welcome e-mail and the link that confirms a member's address (issue #38). A link works
 * once, for 48 hours, and only for the address it was sent to: an address changed since is
 * not confirmed by it.
 */
import { AppError, conflict } from '@plateforme/shared/errors/app-error';
import {
  EMAIL_CONFIRMATION_TTL_HOURS,
  emailConfirmationMessages as messages,
} from '@plateforme/shared/messages/accounts-confirmation';
import type { AppContext } from '../../app-context.ts';
import { publicUrl } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../lib/jobs.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { createSecretToken, hashToken } from '../../lib/tokens.ts';
import { confirmationLinkMail, welcomeMail } from './email-confirmation.mails.ts';
import * as repository from './email-confirmation.repository.ts';
import type { MailDeps } from './password.service.ts';

export const WELCOME_MAIL_JOB = 'welcome-mail';
const HOUR_MS = 3600 * 1000;

const refused = (message: string) => new AppError('validation_failed', message, { token: [message] });

/** A new link for the address as it is now; only its hash is stored. */
function newLink(config: MailDeps['config'], user: { id: number; email: string }, now: Date) {
  const token = createSecretToken();
  return {
    row: {
      userId: user.id,
      email: user.email.toLowerCase(),
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_HOURS * HOUR_MS),
    },
    url: `${publicUrl(config)}/confirm-email/${token}`,
  };
}

/** Called in the registration's transaction: the e-mail goes if, and once, the account exists. */
export function enqueueWelcomeMail(tx: Db, userId: number, now = new Date()): Promise<boolean> {
  return enqueueJob(tx, { kind: WELCOME_MAIL_JOB, key: String(userId), payload: { userId } }, now);
}

/** The job's work: a link for the address the account has now, in the welcome e-mail. */
export async function sendWelcomeMail({ db, mailer, config }: MailDeps, userId: number, now: Date): Promise<boolean> {
  const user = await repository.findAddressee(db, userId);
  if (!user || user.isArchived) return false;
  const link = newLink(config, user, now);
  // Added, not replacing: a run repeated after a crash keeps the link of the e-mail already written.
  await repository.insertConfirmation(db, link.row);
  const site = publicUrl(config);
  await mailer.send(
    welcomeMail({ to: user.email, firstname: user.firstname, link: link.url, site, purpose: `welcome:${userId}` }),
  );
  return true;
}

export function defineEmailConfirmationJobs(context: AppContext): void {
  context.jobs.define({
    kind: WELCOME_MAIL_JOB,
    run: async (payload, { db, now }) => {
      const deps = { db, mailer: context.mailer, config: context.config };
      return (await sendWelcomeMail(deps, Number(payload.userId), now)) ? '1 e-mail' : 'compte introuvable';
    },
  });
}

/** Opening the link: refused with the reason, so the page can say what to do. */
export async function confirmEmail(db: Db, input: { token: string; ip: string }, now = new Date()): Promise<void> {
  await hitRateLimit(db, { key: `email-confirmation:ip:${input.ip}`, limit: 30, windowSeconds: 15 * 60 }, now);
  const link = await repository.findConfirmation(db, hashToken(input.token));
  if (!link || link.userArchived) throw refused(messages.invalid);
  if (link.usedAt) throw refused(messages.used);
  if (link.expiresAt <= now) throw refused(messages.expired);
  if (link.email !== link.currentEmail.toLowerCase()) throw refused(messages.otherAddress);
  await db.transaction(async (tx) => {
    if (!(await repository.spendConfirmation(tx, link.id, now))) throw refused(messages.used);
    // The address may have changed since it was read: then nothing is confirmed.
    if (!(await repository.markConfirmedIfEmail(tx, link.userId, link.email, now))) {
      throw refused(messages.otherAddress);
    }
    await repository.spendOpenConfirmations(tx, link.userId, now);
  });
}

/** Limits like « Mot de passe oublié »: 5 an hour per account and per IP. */
async function limitResends(db: Db, userId: number, ip: string, now: Date): Promise<void> {
  const hour = 3600;
  await hitRateLimit(db, { key: `email-confirmation-send:user:${userId}`, limit: 5, windowSeconds: hour }, now);
  await hitRateLimit(db, { key: `email-confirmation-send:ip:${ip}`, limit: 5, windowSeconds: hour }, now);
}

/** « Renvoyer le lien »: a new link replaces the open ones. Answers the address it went to. */
export async function resendEmailConfirmation(
  { db, mailer, config }: MailDeps,
  input: { userId: number; ip: string },
  now = new Date(),
): Promise<string> {
  await limitResends(db, input.userId, input.ip, now);
  const user = await repository.findAddressee(db, input.userId);
  if (!user || user.isArchived) throw new AppError('not_found', messages.invalid);
  if (user.emailConfirmedAt) throw conflict(messages.alreadyConfirmed);
  const link = newLink(config, user, now);
  await repository.replaceConfirmation(db, link.row);
  await mailer.send(
    confirmationLinkMail({
      to: user.email,
      firstname: user.firstname,
      link: link.url,
      purpose: `email-confirmation:${link.row.tokenHash}`,
    }),
  );
  return user.email;
}

/** The address was proven another way (an e-mail change's link, an invitation opened). */
export function markEmailConfirmed(db: Db, userId: number, now = new Date()): Promise<void> {
  return repository.markConfirmed(db, userId, now);
}
