import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { auditLog, mailOutbox } from '../../src/db/schema/index.ts';
import { createMailer } from '../../src/lib/mailer.ts';
import { createAdmin, createMember, signIn } from '../helpers/factories.ts';
import { startSmtpServer } from '../helpers/smtp-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: { authorization: string };
let adminId: number;
const ids = {} as Record<'sent' | 'failed' | 'retrying' | 'waiting', number>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const rows = await db
    .insert(mailOutbox)
    .values([
      {
        to: 'alice@exemple.test',
        subject: 'Bienvenue',
        text: 'Bonjour',
        sentAt: new Date('2025-03-01T10:00:00Z'),
        attempts: 1,
        createdAt: new Date('2025-03-01T10:00:00Z'),
      },
      {
        to: 'bruno@exemple.test',
        subject: 'Votre reçu fiscal',
        text: 'Reçu',
        attempts: 5,
        error: '550 boîte inconnue',
        createdAt: new Date('2025-03-02T10:00:00Z'),
      },
      {
        to: 'chloe@exemple.test',
        subject: 'Rappel de séance',
        text: 'Rappel',
        attempts: 1,
        error: 'délai dépassé',
        nextAttemptAt: new Date(Date.now() + 60_000),
        createdAt: new Date('2025-03-03T10:00:00Z'),
      },
      { to: 'david@exemple.test', subject: 'Bienvenue', text: 'Bonjour', createdAt: new Date('2025-03-04T10:00:00Z') },
    ])
    .returning({ id: mailOutbox.id });
  [ids.sent, ids.failed, ids.retrying, ids.waiting] = rows.map((row) => row.id) as [number, number, number, number];
  const staff = await createAdmin(db, { firstname: 'Alice', lastname: 'Martin' });
  adminId = staff.id;
  admin = await signIn(db, staff);
});
afterAll(() => t?.close());

const get = (url: string, headers: object = admin) =>
  t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
const recipients = async (url: string) => (await get(url)).json().data.map((row: { to: string }) => row.to);

describe('GET /api/admin/outbox (ADR 041)', () => {
  it('lists the newest first with status, attempts and the last error', async () => {
    const response = await get('/api/admin/outbox');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ total: 4, page: 1, per_page: 20, last_page: 1 });
    expect(body.data.map((row: { to: string; status: string }) => [row.to, row.status])).toEqual([
      ['david@exemple.test', 'pending'],
      ['chloe@exemple.test', 'pending'],
      ['bruno@exemple.test', 'failed'],
      ['alice@exemple.test', 'sent'],
    ]);
    expect(body.data[2]).toMatchObject({
      subject: 'Votre reçu fiscal',
      attempts: 5,
      error: '550 boîte inconnue',
      sent_at: null,
      next_attempt_at: null,
    });
    expect(body.data[0]).not.toHaveProperty('text');
  });

  it('filters on the status and on the recipient or subject; sorts on the recipient', async () => {
    expect(await recipients('/api/admin/outbox?status=failed')).toEqual(['bruno@exemple.test']);
    expect(await recipients('/api/admin/outbox?status=sent')).toEqual(['alice@exemple.test']);
    expect(await recipients('/api/admin/outbox?status=pending')).toEqual(['david@exemple.test', 'chloe@exemple.test']);
    expect(await recipients('/api/admin/outbox?q=bienvenue')).toEqual(['david@exemple.test', 'alice@exemple.test']);
    expect(await recipients('/api/admin/outbox?q=CHLOE')).toEqual(['chloe@exemple.test']);
    expect(await recipients('/api/admin/outbox?sort=to&direction=asc')).toEqual([
      'alice@exemple.test',
      'bruno@exemple.test',
      'chloe@exemple.test',
      'david@exemple.test',
    ]);
    const badStatus = await get('/api/admin/outbox?status=lost');
    expect(badStatus.statusCode).toBe(422);
    expect(Object.keys(badStatus.json().errors)).toEqual(['status']);
  });

  it('is refused to a member (403) and without a session (401)', async () => {
    const member = await signIn(t.database.db, await createMember(t.database.db, { premium: true }));
    expect((await get('/api/admin/outbox', member)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/outbox/${ids.failed}/resend`, headers: member }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/outbox/${ids.failed}/resend` })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/admin/outbox/{id}', () => {
  it('shows what the e-mail said and its attachments’ names, its personal links masked', async () => {
    const token = 'Zk3n_8QwLr-1vXb0yTq9sPd4HcM2aEfGuJ7oNiRtW5k';
    const [mail] = await t.database.db
      .insert(mailOutbox)
      .values({
        to: 'emma@exemple.test',
        subject: 'Réinitialisation du mot de passe',
        text: `Bonjour Emma,\nPour choisir un mot de passe : https://plateforme.exemple.test/password/reset/${token}?email=emma%40exemple.test\nVoir vos séances : https://plateforme.exemple.test/my-meetings`,
        attachments: [{ filename: 'recu-2025-0001.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0=' }],
        createdAt: new Date('2025-02-01T10:00:00Z'),
      })
      .returning({ id: mailOutbox.id });
    const response = await get(`/api/admin/outbox/${mail!.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: mail!.id,
      to: 'emma@exemple.test',
      subject: 'Réinitialisation du mot de passe',
      status: 'pending',
      attachments: ['recu-2025-0001.pdf'],
    });
    expect(data.text).toBe(
      'Bonjour Emma,\nPour choisir un mot de passe : https://plateforme.exemple.test/password/reset/[lien personnel masqué]\nVoir vos séances : https://plateforme.exemple.test/my-meetings',
    );
    expect(response.body).not.toContain(token);
    expect((await get(`/api/admin/outbox/${ids.sent}`)).json().data).toMatchObject({
      text: 'Bonjour',
      attachments: [],
    });
  });

  it('answers 404 for an unknown mail, and is refused to a member', async () => {
    expect((await get('/api/admin/outbox/999999')).statusCode).toBe(404);
    const member = await signIn(t.database.db, await createMember(t.database.db));
    expect((await get(`/api/admin/outbox/${ids.sent}`, member)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/outbox/{id}/resend', () => {
  it('puts a failed mail back in the queue, audits it, and the retry job delivers it over SMTP', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${ids.failed}/resend`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: ids.failed,
      status: 'pending',
      attempts: 5,
      error: '550 boîte inconnue',
    });
    expect(await recipients('/api/admin/outbox?status=failed')).toEqual([]);

    const [line] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, ids.failed));
    expect(line).toMatchObject({
      actorId: adminId,
      actorName: 'Alice Martin',
      action: 'resend',
      entity: 'mail',
      label: 'Votre reçu fiscal — bruno@exemple.test',
      changes: { status: { before: 'failed', after: 'pending' } },
    });

    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer(
        loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: smtp.url }),
        t.database.db,
      );
      expect(await mailer.retryDue(new Date(Date.now() + 1000))).toBe(1);
      expect(smtp.messages.map((mail) => [mail.to, mail.subject])).toEqual([
        [['bruno@exemple.test'], 'Votre reçu fiscal'],
      ]);
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, ids.failed));
      expect(row).toMatchObject({ attempts: 6, error: null, nextAttemptAt: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it('sends a sent mail again: it goes back to pending', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${ids.sent}/resend`,
      headers: admin,
    });
    expect(response.json().data).toMatchObject({ status: 'pending', sent_at: null });
  });

  it('answers 404 for an unknown mail and 422 for a bad id, writing nothing to the log', async () => {
    const before = (await t.database.db.select().from(auditLog)).length;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/outbox/999999/resend', headers: admin })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/outbox/abc/resend', headers: admin })).statusCode,
    ).toBe(422);
    expect((await t.database.db.select().from(auditLog)).length).toBe(before);
  });
});
