import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pino from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };
export type MailLogger = Pick<pino.Logger, 'info' | 'error'>;

/** What createMailer gives: tests and a graceful stop can wait for deliveries in flight. */
export type OutboxMailer = Mailer & { idle: () => Promise<void> };

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

  async function deliver(id: number, message: MailMessage): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, error: null })
        .where(eq(mailOutbox.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.error({ outboxId: id, err: error }, 'envoi SMTP impossible : e-mail conservé dans la boîte d’envoi');
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, error: reason.slice(0, 1000) })
        .where(eq(mailOutbox.id, id))
        .catch((dbError: unknown) => logger.error({ outboxId: id, err: dbError }, 'échec de l’envoi non enregistré'));
    }
  }

  return {
    async send(message) {
      const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox: insertion sans identifiant');
      if (!transport) {
        logger.info({ outboxId: row.id, subject: message.subject }, 'SMTP_URL absent : e-mail laissé dans la boîte d’envoi');
        return;
      }
      const delivery = deliver(row.id, message).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async idle() {
      await Promise.all([...inFlight]);
    },
  };
}
