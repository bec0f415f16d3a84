/**
 * DELETE /api/user (issue #38, ADR 077): the owner, with her password, deletes her account in one
 * transaction. Her places to come are freed and offered to the waiting lists, her answers,
 * e-mails and links go, her name and contact details are erased everywhere they were written,
 * an AJA link is undone and the other person told; payments and tax receipts stay, as the law
 * wants. Every session of hers ends.
 */
import { AppError, conflict, invalid } from '@plateforme/shared/errors/app-error';
import { accountDeletionMessages as texts } from '@plateforme/shared/messages/accounts-deletion';
import type { AccountDeletionInput } from '@plateforme/shared/accounts/account-deletion.schemas';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { mailBody } from '../../../lib/mail-body.ts';
import { verifyPassword } from '../../../lib/password.ts';
import { hitRateLimit } from '../../../lib/rate-limit.ts';
import { forgetMemberInMembership } from '../../membership/forget-member.service.ts';
import { forgetPersonInPlatform } from '../../platform/forget/forget-person.service.ts';
import { forgetMemberAnswers } from '../../surveys/forget-member.service.ts';
import { forgetMemberInWorkshops, runsWorkshops } from '../../workshops/meetings/forget-member.service.ts';
import { endAllSessions } from '../tokens.service.ts';
import * as repository from './account-deletion.repository.ts';

export type Person = NonNullable<Awaited<ReturnType<typeof repository.lockPerson>>>;

/** How other records wrote her: her names in the usual orders, her phone and street. */
function tracesOf(person: Person): string[] {
  const { firstname, lastname } = person;
  return [
    `${firstname} ${lastname}`,
    `${lastname} ${firstname}`,
    `${lastname.toUpperCase()} ${firstname}`,
    `${lastname}, ${firstname}`,
    person.phone ?? '',
    person.street ?? '',
  ];
}

const carerNotice = (email: string, personId: number) => ({
  to: email,
  subject: texts.carerMail.subject,
  ...mailBody([{ paragraph: 'Bonjour,' }, { paragraph: texts.carerMail.text }, { paragraph: texts.carerMail.closing }]),
  purpose: `account-deleted:${personId}:${email}`,
});

/**
 * Erases a person in every context, in the caller's transaction (her deletion, or the retention's
 * anonymisation): answers the stored files to remove once it commits.
 */
export async function eraseAccount(context: AppContext, tx: Db, person: Person, now: Date): Promise<string[]> {
  const userId = person.id;
  const linked = (await repository.findLinkedPeople(tx, person)).filter((other) => !other.deletedAt);
  await context.mailer.queue(
    tx,
    linked.map((other) => carerNotice(other.email, person.id)),
    now,
  );
  await forgetMemberInWorkshops(tx, userId, now);
  await forgetMemberAnswers(tx, userId);
  await forgetMemberInMembership(tx, userId);
  await forgetPersonInPlatform(tx, {
    id: userId,
    email: person.email,
    firstname: person.firstname,
    lastname: person.lastname,
    erased: repository.erasedPerson(userId),
    traces: tracesOf(person),
  });
  const keys = await repository.deleteAccountRecords(tx, userId);
  await endAllSessions(tx, userId, now);
  await repository.eraseUser(tx, userId, now);
  return keys;
}

/**
 * The retention's anonymisation of one account, in its own transaction: answers the stored files
 * to remove, or null when the account is gone or was erased meanwhile.
 */
export function eraseAccountById(context: AppContext, userId: number, now: Date): Promise<string[] | null> {
  return context.database.db.transaction(async (tx) => {
    const person = await repository.lockPerson(tx, userId);
    if (!person || person.deletedAt) return null;
    return eraseAccount(context, tx, person, now);
  });
}

export async function deleteOwnAccount(
  context: AppContext,
  userId: number,
  input: AccountDeletionInput,
  now = new Date(),
): Promise<void> {
  const db = context.database.db;
  await hitRateLimit(db, { key: `account-deletion:${userId}`, limit: 5, windowSeconds: 15 * 60 }, now);
  const files = await db.transaction(async (tx) => {
    const person = await repository.lockPerson(tx, userId);
    if (!person || person.deletedAt) throw new AppError('not_found', texts.failed);
    if (person.role === 'admin') throw conflict(texts.staffRefused);
    if (!person.passwordHash || !(await verifyPassword(person.passwordHash, input.password)))
      throw invalid('password', texts.wrongPassword);
    if (await runsWorkshops(tx, userId)) throw conflict(texts.runsWorkshops);

    return eraseAccount(context, tx, person, now);
  });
  await removeFiles(context, files);
}

/** The stored copies of an erased person's data, once her erasure committed. */
export async function removeFiles(context: AppContext, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => context.storage.remove(key)));
}
