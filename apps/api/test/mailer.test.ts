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

  const outboxRow = async (to: string) => {
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    return row;
  };

  it('without SMTP_URL keeps the message in the outbox and says so in one log line', async () => {
    const calls: LogCall[] = [];
    const mailer = createMailer(config(), database.db, recordingLogger(calls));
    await mailer.send({ to: 'sans-smtp@example.org', subject: 'Bonjour', text: 'Un message en attente.' });

    const row = await outboxRow('sans-smtp@example.org');
    expect(row).toMatchObject({ subject: 'Bonjour', text: 'Un message en attente.', sentAt: null, attempts: 0, error: null });
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
    const closed = await startSmtpServer();
    const unreachable = closed.url;
    await closed.close();
    const calls: LogCall[] = [];
    const mailer = createMailer(config({ SMTP_URL: unreachable }), database.db, recordingLogger(calls));

    await expect(mailer.send({ to: 'panne@example.org', subject: 'Essai', text: 'Serveur absent.' })).resolves.toBeUndefined();
    await mailer.idle();

    const row = await outboxRow('panne@example.org');
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.error).toBeTruthy();
    expect(calls.some((call) => call.level === 'error')).toBe(true);
  });
});
