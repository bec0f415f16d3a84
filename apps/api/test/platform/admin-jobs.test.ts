import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/index.ts';
import { createAdmin, createMember, createPro, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The staff read the background jobs (ADR 072): the runs, never their payloads.
let t: TestApp;
let admin: { authorization: string };
const minute = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * minute);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(jobs).values([
    // Mail delivery: done a minute ago, one failed yesterday, one failed 8 days ago (out of the week).
    {
      kind: 'mail-delivery',
      key: 'm-1',
      state: 'done',
      runAt: ago(2),
      attempts: 1,
      result: '3 e-mail(s) envoyé(s) ou réessayé(s)',
      createdAt: ago(2),
      finishedAt: ago(1),
    },
    {
      kind: 'mail-delivery',
      key: 'm-2',
      state: 'failed',
      runAt: ago(24 * 60),
      attempts: 1,
      result: 'serveur SMTP injoignable',
      createdAt: ago(24 * 60),
      finishedAt: ago(24 * 60),
    },
    {
      kind: 'mail-delivery',
      key: 'm-3',
      state: 'failed',
      runAt: ago(8 * 24 * 60),
      attempts: 1,
      result: 'serveur SMTP injoignable',
      createdAt: ago(8 * 24 * 60),
      finishedAt: ago(8 * 24 * 60),
    },
    // A session's e-mail to a person: its payload names them. Last run failed; one is 30 minutes late.
    {
      kind: 'session-mail',
      key: 'meeting:12:user:34',
      payload: { email: 'emma.secret@exemple.test', firstname: 'Emma' },
      state: 'failed',
      runAt: ago(60),
      attempts: 5,
      result: 'adresse refusée',
      createdAt: ago(180),
      finishedAt: ago(50),
    },
    {
      kind: 'session-mail',
      key: 'meeting:12:user:35',
      payload: { email: 'paul.secret@exemple.test' },
      state: 'pending',
      runAt: ago(30),
      attempts: 0,
      createdAt: ago(40),
    },
    // Pending but only 5 minutes late: not overdue yet. An unknown kind keeps its own name.
    { kind: 'session-mail', key: 'meeting:13:user:36', state: 'pending', runAt: ago(5), createdAt: ago(6) },
    { kind: 'legacy-thing', key: 'x', state: 'pending', runAt: new Date(Date.now() + 60 * minute), createdAt: ago(3) },
  ]);
  admin = await signIn(db, await createAdmin(db));
});
afterAll(() => t?.close());

const get = (url: string, headers: object = admin) =>
  t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
const keys = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return response.json().data.map((row: { key: string }) => row.key);
};

describe('GET /api/admin/jobs', () => {
  it('lists the jobs newest first with their run, in French, never their payload', async () => {
    const response = await get('/api/admin/jobs');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ total: 7, page: 1, per_page: 20, last_page: 1 });
    expect(body.data.map((row: { key: string }) => row.key)).toEqual([
      'm-1',
      'x',
      'meeting:13:user:36',
      'meeting:12:user:35',
      'meeting:12:user:34',
      'm-2',
      'm-3',
    ]);
    const failed = body.data.find((row: { key: string }) => row.key === 'meeting:12:user:34');
    expect(Object.keys(failed).sort()).toEqual(
      ['attempts', 'created_at', 'finished_at', 'id', 'key', 'kind', 'kind_label', 'result', 'run_at', 'state'].sort(),
    );
    expect(failed).toMatchObject({
      kind: 'session-mail',
      kind_label: 'E-mails des séances',
      state: 'failed',
      attempts: 5,
      result: 'adresse refusée',
    });
    expect(body.data.find((row: { key: string }) => row.key === 'x').kind_label).toBe('legacy-thing');
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('payload');
  });

  it('filters on the state and the kind, and pages', async () => {
    expect(await keys('/api/admin/jobs?state=failed')).toEqual(['meeting:12:user:34', 'm-2', 'm-3']);
    expect(await keys('/api/admin/jobs?state=done')).toEqual(['m-1']);
    expect(await keys('/api/admin/jobs?state=pending&kind=session-mail')).toEqual([
      'meeting:13:user:36',
      'meeting:12:user:35',
    ]);
    expect(await keys('/api/admin/jobs?kind=nothing-like-this')).toEqual([]);
    expect(await keys('/api/admin/jobs?direction=asc&per_page=20&page=1')).toHaveLength(7);
    const second = await get('/api/admin/jobs?page=2&per_page=20');
    expect(second.json()).toMatchObject({ data: [], meta: { total: 7, page: 2, last_page: 1 } });
  });

  it('refuses a bad filter with a French message tied to the field', async () => {
    for (const [query, field] of [
      ['state=lost', 'state'],
      ['kind=DROP%20TABLE', 'kind'],
      [`kind=${'a'.repeat(51)}`, 'kind'],
      ['per_page=7', 'per_page'],
      ['sort=key', 'sort'],
      ['page=0', 'page'],
    ] as const) {
      const response = await get(`/api/admin/jobs?${query}`);
      expect(response.statusCode, query).toBe(422);
      const { errors } = response.json();
      expect(Object.keys(errors), query).toEqual([field]);
      expect(errors[field][0], query).toMatch(/^[A-ZÀ-Ü]/);
    }
    expect((await get('/api/admin/jobs?state=lost')).json().errors.state).toEqual(['Format invalide']);
  });
});

describe('GET /api/admin/jobs/summary', () => {
  it('gives each kind its last run, its failures of the week and its overdue jobs', async () => {
    const response = await get('/api/admin/jobs/summary');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as Array<Record<string, unknown>>;
    expect(rows.map((row) => row.kind)).toEqual(['session-mail', 'mail-delivery', 'legacy-thing']);
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
    expect(byKind['mail-delivery']).toMatchObject({
      kind_label: 'Envoi des e-mails',
      last_state: 'done',
      failed_last_7_days: 1,
      overdue: 0,
    });
    expect(new Date(byKind['mail-delivery']!.last_finished_at as string).getTime()).toBeGreaterThan(ago(1.5).getTime());
    expect(byKind['session-mail']).toMatchObject({ last_state: 'failed', failed_last_7_days: 1, overdue: 1 });
    expect(byKind['legacy-thing']).toEqual({
      kind: 'legacy-thing',
      kind_label: 'legacy-thing',
      last_finished_at: null,
      last_state: null,
      failed_last_7_days: 0,
      overdue: 0,
    });
    expect(response.body).not.toContain('secret');
  });
});

describe('who may read the jobs', () => {
  it('the staff only: 401 without a session, 403 for a member or a pro', async () => {
    const db = t.database.db;
    const member = await signIn(db, await createMember(db, { premium: true }));
    const pro = await signIn(db, await createPro(db, { status: 'basic', premium: true }));
    for (const url of ['/api/admin/jobs', '/api/admin/jobs/summary']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, member)).statusCode, url).toBe(403);
      expect((await get(url, pro)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });
});
