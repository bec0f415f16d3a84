/**
 * The jobs that write the e-mails about members' sessions (ADR 072). Actions enqueue them in
 * their own transaction; each e-mail carries a purpose (`confirmation:<subscription>`), so it is
 * written once whatever the retries, restarts or processes.
 */
import type { AppContext } from '../../../app-context.ts';
import { publicUrl } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { enqueueJob, type NewJob } from '../../../lib/jobs.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { findReminderHours, findSessionMailPreferences } from '../calendar/session-mail-preferences.service.ts';
import { PLACE_CHANGE_JOB, placeChangeMessage, type PlaceChangeNotice } from './place-change.mails.ts';
import { sendProLists } from './pro-lists.ts';
import * as repository from './session-mails.repository.ts';
import type { MailPerson, MailSession } from './session-mails.repository.ts';
import {
  cancelledMail,
  confirmationMail,
  offerMail,
  queuedMail,
  reminderMail,
  updatedMail,
  type MailSite,
} from './session-mails.ts';

export const SESSION_MAIL_JOB = 'session-mail';
export const SESSION_REMINDERS_JOB = 'session-reminders';
const REMINDERS_EVERY_MS = 5 * 60_000;
const PRO_LISTS_EVERY_MS = 60 * 60_000;
/** A reminder pass missed (no process running) is made up for within this delay, not after. */
const REMINDER_GRACE_HOURS = 1;
const QUEUE_CHUNK = 500;

/** One member's e-mail about one of her subscriptions. */
type SubscriptionMail = { mail: 'confirmation' | 'queued' | 'placeCancelled' | 'offer'; subscriptionId: number };
/** Every validated member of a session hears of its new address, link or times. */
type UpdatedMail = { mail: 'updated'; meetingId: number; revision: number };
/** A session deleted: what it was and who held a place, kept in the job since the rows are gone. */
type CancelledMail = {
  mail: 'cancelled';
  session: Omit<MailSession, 'start' | 'end'> & { start: string; end: string };
  members: (MailPerson & { hadPlace: boolean })[];
};
export type SessionMail = SubscriptionMail | UpdatedMail | CancelledMail;

const purposeOf = (mail: SessionMail): string => {
  switch (mail.mail) {
    case 'updated':
      return `updated:${mail.meetingId}:${mail.revision}`;
    case 'cancelled':
      return `cancelled:${mail.session.id}`;
    default:
      return `${mail.mail}:${mail.subscriptionId}`;
  }
};

/** The job that writes this e-mail (enqueueSessionMail). */
export const sessionMailJob = (mail: SessionMail): NewJob => ({
  kind: SESSION_MAIL_JOB,
  key: purposeOf(mail),
  payload: mail,
});

/** Enqueues the e-mail in the action's transaction: it is written if, and once, the action commits. */
export function enqueueSessionMail(tx: Db, mail: SessionMail, now = new Date()): Promise<boolean> {
  return enqueueJob(tx, sessionMailJob(mail), now);
}

/**
 * A session about to be cancelled: everyone on its lists is to be told, by a job that keeps what
 * the session was since its rows go with it. Answers the session, or undefined when it is gone.
 */
export async function enqueueSessionCancelled(tx: Db, meetingId: number, now: Date): Promise<MailSession | undefined> {
  const [session, members] = await Promise.all([
    repository.findMailSession(tx, meetingId),
    repository.findSessionPeople(tx, meetingId),
  ]);
  if (session && members.length > 0) {
    const cancelled = {
      ...session,
      revision: session.revision + 1,
      start: session.start.toISOString(),
      end: session.end.toISOString(),
    };
    await enqueueSessionMail(tx, { mail: 'cancelled', session: cancelled, members }, now);
  }
  return session;
}

async function subscriptionMail(db: Db, site: MailSite, mail: SubscriptionMail, now: Date): Promise<MailMessage[]> {
  const row = await repository.findMailSubscription(db, mail.subscriptionId);
  if (!row) return [];
  const of = { member: row.member, session: row.session, site, purpose: purposeOf(mail), now };
  switch (mail.mail) {
    case 'confirmation':
      return row.status === 'validated' && !row.left ? [confirmationMail(of)] : [];
    case 'queued': {
      if (row.status !== 'waiting' || row.left) return [];
      const position = await repository.findWaitingPosition(db, { ...row, meetingId: row.session.id });
      const preferences = (await findSessionMailPreferences(db, [row.member.id])).get(row.member.id)!;
      return [queuedMail(of, position, preferences.offers)];
    }
    case 'placeCancelled':
      return [cancelledMail(of, false)];
    case 'offer':
      return row.offeredUntil && !row.offerClosedAt && !row.left && row.offeredUntil > now
        ? [offerMail(of, row.offeredUntil)]
        : [];
  }
}

async function sessionMails(db: Db, site: MailSite, mail: SessionMail, now: Date): Promise<MailMessage[]> {
  if (mail.mail === 'updated') {
    const session = await repository.findMailSession(db, mail.meetingId);
    // A later change has its own job, which tells the latest state.
    if (!session || session.revision !== mail.revision) return [];
    const members = await repository.findValidatedMembers(db, mail.meetingId);
    return members.map(({ member }) =>
      updatedMail({ member, session, site, purpose: `${purposeOf(mail)}:${member.id}`, now }),
    );
  }
  if (mail.mail === 'cancelled') {
    const session = { ...mail.session, start: new Date(mail.session.start), end: new Date(mail.session.end) };
    return mail.members.map(({ hadPlace, ...member }) =>
      cancelledMail({ member, session, site, purpose: `${purposeOf(mail)}:${member.id}`, now }, true, hadPlace),
    );
  }
  return subscriptionMail(db, site, mail, now);
}

/**
 * One reminder pass: for each delay the staff set (48 h and 2 h by default), the places whose
 * reminder is due get one e-mail each, written in batches and delivered by the mail job.
 */
export async function sendDueReminders(context: AppContext, db: Db, now: Date): Promise<number> {
  const site = siteOf(context);
  const hours = await findReminderHours(db);
  let written = 0;
  for (const [index, delay] of hours.entries()) {
    const due = await repository.findDueReminders(db, now, {
      hours: delay,
      shorterHours: hours[index + 1] ?? 0,
      graceHours: REMINDER_GRACE_HOURS,
    });
    for (let start = 0; start < due.length; start += QUEUE_CHUNK) {
      const messages = due.slice(start, start + QUEUE_CHUNK).map((row) =>
        reminderMail({
          member: row.member,
          session: row.session,
          site,
          purpose: `reminder:${delay}:${row.subscriptionId}`,
        }),
      );
      written += await context.mailer.queue(db, messages, now);
    }
  }
  return written;
}

const siteOf = (context: AppContext): MailSite => ({
  publicUrl: publicUrl(context.config),
  mailFrom: context.config.MAIL_FROM,
});

export function defineSessionMailJobs(context: AppContext): void {
  context.jobs.define({
    kind: SESSION_MAIL_JOB,
    run: async (payload, { db, now }) => {
      const messages = await sessionMails(db, siteOf(context), payload as SessionMail, now);
      for (const message of messages) await context.mailer.send(message);
      return `${messages.length} e-mail(s)`;
    },
  });
  context.jobs.define({
    kind: PLACE_CHANGE_JOB,
    run: async (payload, { db, now, job }) => {
      const notice = payload as PlaceChangeNotice;
      const message = await placeChangeMessage(db, siteOf(context), notice, `place-change:${job.key}`, now);
      if (message) await context.mailer.send(message);
      return message ? '1 e-mail' : 'personne ni séance à prévenir';
    },
  });
  context.jobs.define({
    kind: SESSION_REMINDERS_JOB,
    everyMs: REMINDERS_EVERY_MS,
    maxAttempts: 1,
    run: async (_, { db, now }) => `${await sendDueReminders(context, db, now)} rappel(s)`,
  });
  context.jobs.define({
    kind: 'pro-lists',
    everyMs: PRO_LISTS_EVERY_MS,
    maxAttempts: 1,
    run: async (_, { db, now }) => `${await sendProLists(db, context.mailer, siteOf(context), now)} liste(s)`,
  });
}
