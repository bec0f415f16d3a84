import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { MailMessage } from '../../src/lib/mailer.ts';
import { createMember } from '../helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/** A mail server that takes its time: each message waits until the test lets it through. */
function createSlowMailer() {
  const sent: MailMessage[] = [];
  const waiting: (() => void)[] = [];
  return {
    sent,
    release: () => waiting.splice(0).forEach((resume) => resume()),
    send: async (message: MailMessage) => {
      await new Promise<void>((resume) => waiting.push(resume));
      sent.push(message);
    },
    queue: async (_db: unknown, messages: MailMessage[]) => {
      sent.push(...messages);
      return messages.length;
    },
  };
}

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
const logLines: string[] = [];
const mailer = createSlowMailer();

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', SEED: 'none', LOG_LEVEL: 'info', JOBS_POLL_SECONDS: '0' });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config, database, mailer, logger: pino({ level: 'info' }, stream) });
});
afterAll(async () => {
  mailer.release();
  await app.close();
  await database.drop();
});

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'trop long'>((resolve) => setTimeout(() => resolve('trop long'), ms))]);

describe('POST /api/password/email answers without waiting for the mail', () => {
  it('P1-PWD-06 P1-PWD-07 a known address gets its answer before the mail is handed over, as an unknown one does', async () => {
    const member = await createMember(database.db, { password: 'motdepasse' });
    const ask = (email: string, ip: string) =>
      app.inject({ method: 'POST', url: '/api/password/email', payload: { email }, remoteAddress: ip });

    const known = await within(ask(member.email, '198.51.100.20'), 3000);
    const unknown = await within(ask('personne-inconnue@exemple.test', '198.51.100.21'), 3000);
    expect(known).not.toBe('trop long');
    expect(unknown).not.toBe('trop long');
    if (known === 'trop long' || unknown === 'trop long') return;
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    // The link still goes out once the mail server answers.
    await expect.poll(() => (mailer.release(), mailer.sent.map((mail) => mail.to))).toContain(member.email);
    expect(mailer.sent.map((mail) => mail.to)).not.toContain('personne-inconnue@exemple.test');
  });
});

describe('request log', () => {
  it('never writes a reset, invitation, e-mail change or carer link secret, in a path, a query or a body', async () => {
    const secrets = [
      'SecretDuLienDeReinit',
      'SecretInvitation',
      'SecretEnParametre',
      'SecretDansLeCorps',
      'SecretChangementAdresse',
      'SecretLienAidant',
    ];
    await app.inject({ method: 'GET', url: `/email-change/${secrets[4]}` });
    await app.inject({ method: 'GET', url: `/carer-link/${secrets[5]}` });
    await app.inject({ method: 'GET', url: `/password/reset/${secrets[0]}?email=a%40exemple.test` });
    await app.inject({ method: 'GET', url: `/complete-registration/${secrets[1]}?email=a%40exemple.test` });
    await app.inject({ method: 'GET', url: `/api/captcha/challenge?token=${secrets[2]}&x=1` });
    await app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email: 'a@exemple.test', token: secrets[3], password: 'x', password_confirmation: 'x' },
    });
    const log = logLines.join('');
    expect(log).toContain('/password/reset/[masqué]');
    expect(log).toContain('/complete-registration/[masqué]');
    expect(log).toContain('/email-change/[masqué]');
    expect(log).toContain('/carer-link/[masqué]');
    expect(log).toContain('token=%5Bmasqu%C3%A9%5D&x=1');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
