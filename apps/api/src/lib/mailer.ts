import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pino from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox, type MailAttachment } from '../db/schema/index.ts';

export type { MailAttachment };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Why it is sent, to whom, for what: a message whose purpose was written already is not written again. */
  purpose?: string;
};

/**
 * A deleted account's address is on the reserved `.invalid` domain (RFC 2606): a job written
 * before the deletion finds it and writes nothing.
 */
const isDeliverable = (message: MailMessage) => !message.to.trim().toLowerCase().endsWith('.invalid');

/** A file as nodemailer sends it. */
const toTransportAttachment = (file: MailAttachment) => ({
  filename: file.filename,
  contentType: file.contentType,
  content: Buffer.from(file.contentBase64, 'base64'),
});
export type Mailer = {
  /** Writes the message and delivers it at once, in the background. */
  send: (message: MailMessage) => Promise<void>;
  /**
   * Writes many messages in one statement, delivered by the next run of the mail job; those
   * whose purpose was written already are skipped. Answers how many were written.
   */
  queue: (db: Db, messages: MailMessage[], now?: Date) => Promise<number>;
};
export type MailLogger = Pick<pino.Logger, 'info' | 'error'>;

/**
 * What createMailer gives: tests and a graceful stop can wait for deliveries in flight, and a
 * job tries failed deliveries again (retryDue answers how many it tried).
 */
export type OutboxMailer = Mailer & { idle: () => Promise<void>; retryDue: (now?: Date) => Promise<number> };

/** Waits after the 1st, 2nd, 3rd and 4th failure; after the 5th the message stays failed. */
export const MAIL_RETRY_DELAYS_MINUTES = [1, 5, 30, 120] as const;
/** A claimed retry not finished by then (process killed mid-send) is tried again. */
const RETRY_LEASE_MINUTES = 10;
const RETRY_BATCH = 20;
/** The most messages one run of the mail job delivers; the rest wait for the next minute. */
const RUN_LIMIT = 2000;

const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/**
 * Every message is written to mail_outbox first. With SMTP_URL it is then delivered in the
 * background (the person's request never waits for, nor fails with, the SMTP server, and
 * its timing says nothing about whether an account exists); sent_at, or attempts and error,
 * are recorded on the row. Without SMTP_URL the outbox is where the staff read the mail.
 */
export function createMailer(
  config: Config,
  db: Db,
  logger: MailLogger = pino({ level: config.LOG_LEVEL, name: 'mailer' }),
): OutboxMailer {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const inFlight = new Set<Promise<void>>();

  /** `failedBefore`: how many deliveries of this row failed already (it sets the next wait). */
  async function deliver(id: number, message: MailMessage, failedBefore: number): Promise<void> {
    if (!transport) return;
    try {
      const { attachments, ...rest } = message;
      await transport.sendMail({
        from: config.MAIL_FROM,
        ...rest,
        ...(attachments?.length ? { attachments: attachments.map(toTransportAttachment) } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, error: null, nextAttemptAt: null })
        .where(eq(mailOutbox.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = MAIL_RETRY_DELAYS_MINUTES[failedBefore];
      logger.error({ outboxId: id, err: error }, 'envoi SMTP impossible : e-mail conservé dans la boîte d’envoi');
      await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          error: reason.slice(0, 1000),
          nextAttemptAt: delay === undefined ? null : minutesAfter(new Date(), delay),
        })
        .where(eq(mailOutbox.id, id))
        .catch((dbError: unknown) => logger.error({ outboxId: id, err: dbError }, 'échec de l’envoi non enregistré'));
    }
  }

  const outbox: OutboxMailer = {
    async send(message) {
      if (!isDeliverable(message)) return;
      const [row] = await db
        .insert(mailOutbox)
        .values(message)
        .onConflictDoNothing({ target: mailOutbox.purpose })
        .returning({ id: mailOutbox.id });
      if (!row) return;
      if (!transport) {
        logger.info(
          { outboxId: row.id, subject: message.subject },
          'SMTP_URL absent : e-mail laissé dans la boîte d’envoi',
        );
        return;
      }
      const delivery = deliver(row.id, message, 0).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async queue(into, all, now = new Date()) {
      const messages = all.filter(isDeliverable);
      if (messages.length === 0) return 0;
      const nextAttemptAt = transport ? now : null;
      const rows = await into
        .insert(mailOutbox)
        .values(messages.map((message) => ({ ...message, nextAttemptAt })))
        .onConflictDoNothing({ target: mailOutbox.purpose })
        .returning({ id: mailOutbox.id });
      // Delivered now in the background, as send() does; what fails waits for the mail job.
      if (transport && rows.length > 0) {
        const delivery = outbox
          .retryDue(now)
          .then(() => undefined)
          .catch((error: unknown) => logger.error({ err: error }, 'envoi des e-mails en attente impossible'))
          .finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
      return rows.length;
    },
    async idle() {
      await Promise.all([...inFlight]);
    },
    async retryDue(now = new Date()) {
      if (!transport) return 0;
      let tried = 0;
      for (;;) {
        const claimed = await retryBatch(now);
        tried += claimed;
        if (claimed < RETRY_BATCH || tried >= RUN_LIMIT) return tried;
      }
    },
  };
  return outbox;

  async function retryBatch(now: Date): Promise<number> {
    // Claimed under a lease that other processes skip: each message is tried by one of them.
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(RETRY_BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: minutesAfter(now, RETRY_LEASE_MINUTES) })
      .where(inArray(mailOutbox.id, due))
      .returning();
    for (const row of claimed) {
      const message: MailMessage = { to: row.to, subject: row.subject, text: row.text };
      if (row.html) message.html = row.html;
      if (row.attachments) message.attachments = row.attachments;
      await deliver(row.id, message, row.attempts);
    }
    return claimed.length;
  }
}
