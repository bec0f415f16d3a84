import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { createMailer, type MailLogger } from '../src/lib/mailer.ts';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp-server.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

type LogCall = { level: 'info' | 'error'; args: unknown[] };

function recordingLogger(calls: LogCall[]): MailLogger {
  return {
    info: (...args: unknown[]) => void calls.push({ level: 'info', args }),
    error: (...args: unknown[]) => void calls.push({ level: 'error', args }),
  } as MailLogger;
}

const config = (env: NodeJS.ProcessEnv = {}) => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });

// DESIGN.md, real components: "E-mail | SMTP via nodemailer (SMTP_URL) | written to an outbox
// in the database, listed in the admin area | a real SMTP server in the test process".
describe('mailer', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  /** A mailer whose relay is down: the address of an SMTP server that was closed. */
  const mailerWithRelayDown = async (calls: LogCall[] = []) => {
    const closed = await startSmtpServer();
    await closed.close();
    return createMailer(config({ SMTP_URL: closed.url }), database.db, recordingLogger(calls));
  };

  const outboxRow = async (to: string) => {
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    return row;
  };

  it('without SMTP_URL keeps the message in the outbox and says so in one log line', async () => {
    const calls: LogCall[] = [];
    const mailer = createMailer(config(), database.db, recordingLogger(calls));
    await mailer.send({ to: 'sans-smtp@example.org', subject: 'Bonjour', text: 'Un message en attente.' });

    const row = await outboxRow('sans-smtp@example.org');
    expect(row).toMatchObject({
      subject: 'Bonjour',
      text: 'Un message en attente.',
      sentAt: null,
      attempts: 0,
      error: null,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.level).toBe('info');
    expect(String(calls[0]?.args[1])).toContain('SMTP_URL absent');
  });

  it('with SMTP_URL delivers the message over SMTP and marks the row sent', async () => {
    const calls: LogCall[] = [];
    const mailer = createMailer(config({ SMTP_URL: smtp.url }), database.db, recordingLogger(calls));
    const longLink = `https://adherents.example.org/password/reset/${'x'.repeat(90)}?email=l%C3%A9a%40example.org`;
    await mailer.send({
      to: 'lea@example.org',
      subject: 'Réinitialisation de votre mot de passe',
      text: `Bonjour Léa,\n\nVoici le lien, à ouvrir avant 60 minutes :\n${longLink}\n`,
    });

    const received = await smtp.waitForMessage((mail) => mail.to.includes('lea@example.org'));
    expect(received.subject).toBe('Réinitialisation de votre mot de passe');
    expect(received.from).toBe('ne-pas-repondre@association.local');
    expect(received.text).toContain('Bonjour Léa,');
    // Quoted-printable wraps long lines: the link comes back whole once decoded.
    expect(received.text).toContain(longLink);

    await mailer.idle();
    const row = await outboxRow('lea@example.org');
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ attempts: 1, error: null });
    expect(calls.filter((call) => call.level === 'error')).toEqual([]);
  });

  it('records a failed delivery on the row and logs it, without failing the sender', async () => {
    const calls: LogCall[] = [];
    const mailer = await mailerWithRelayDown(calls);

    await expect(
      mailer.send({ to: 'panne@example.org', subject: 'Essai', text: 'Serveur absent.' }),
    ).resolves.toBeUndefined();
    await mailer.idle();

    const row = await outboxRow('panne@example.org');
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.error).toBeTruthy();
    expect(calls.some((call) => call.level === 'error')).toBe(true);
    // Tried again a minute later.
    const wait = (row!.nextAttemptAt!.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(wait).toBeGreaterThan(0.9);
    expect(wait).toBeLessThan(1.5);
  });

  it('tries a failed delivery again once due, by one process only, then marks it sent', async () => {
    const failing = await mailerWithRelayDown();
    await failing.send({ to: 'plus-tard@example.org', subject: 'Nouvel essai', text: 'Envoyé au deuxième essai.' });
    await failing.idle();
    const failed = await outboxRow('plus-tard@example.org');

    // Two API processes, the SMTP relay back: nothing is due before the wait is over.
    const first = createMailer(config({ SMTP_URL: smtp.url }), database.db, recordingLogger([]));
    const second = createMailer(config({ SMTP_URL: smtp.url }), database.db, recordingLogger([]));
    expect(await first.retryDue(new Date(failed!.createdAt.getTime() + 10_000))).toBe(0);
    const later = new Date(failed!.nextAttemptAt!.getTime() + 1000);
    const tried = await Promise.all([first.retryDue(later), second.retryDue(later)]);
    expect(tried[0] + tried[1]).toBeGreaterThanOrEqual(1);

    expect(smtp.messages.filter((mail) => mail.to.includes('plus-tard@example.org'))).toHaveLength(1);
    const row = await outboxRow('plus-tard@example.org');
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ attempts: 2, error: null, nextAttemptAt: null });
  });

  it('waits longer after each failure and gives up after the fifth', async () => {
    const failing = await mailerWithRelayDown();
    await failing.send({ to: 'jamais@example.org', subject: 'Échec', text: 'Relais absent.' });
    await failing.idle();
    const waits: number[] = [];
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      const before = (await outboxRow('jamais@example.org'))!;
      const due = new Date(before.nextAttemptAt!.getTime() + 1000);
      expect(await failing.retryDue(due)).toBe(1);
      const after = (await outboxRow('jamais@example.org'))!;
      expect(after.attempts).toBe(attempt);
      if (after.nextAttemptAt) waits.push(Math.round((after.nextAttemptAt.getTime() - Date.now()) / 60_000));
    }
    expect(waits).toEqual([5, 30, 120]);
    const last = (await outboxRow('jamais@example.org'))!;
    expect(last).toMatchObject({ attempts: 5, sentAt: null, nextAttemptAt: null });
    expect(await failing.retryDue(new Date(Date.now() + 24 * 3600_000))).toBe(0);
  });
});
