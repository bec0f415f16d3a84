import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
const statementTimeout = 1_000;

/**
 * ADR 023: one stuck row lock must not stall every request. PostgreSQL only: PGlite runs one
 * statement at a time in this process and has no pool (the 503 mapping has its unit tests).
 */
describe.skipIf(kind !== 'postgres')(
  'PostgreSQL timeouts (PostgreSQL only: PGlite has no pool nor concurrent sessions)',
  () => {
    let t: TestApp;
    let member: { id: number };
    let session: { authorization: string };

    beforeAll(async () => {
      t = await createTestApp({}, { statementTimeout, acquireTimeout: 1_000, healthTimeout: 1_000 });
      member = await createMember(t.database.db, { email: 'verrou@exemple.test' });
      session = await signIn(t.database.db, member);
    });
    afterAll(() => t?.close());

    const update = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${member.id}`,
        headers: session,
        payload: {
          lastname: 'Verrou',
          firstname: 'Anne',
          email: 'verrou@exemple.test',
          street: '1 rue A',
          zip: '75001',
          city: 'Paris',
          phone: '0600000000',
        },
      });

    /** Holds a row lock on the member in a transaction of its own until release() is called. */
    async function holdRowLock() {
      let release!: () => void;
      let taken!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const lockTaken = new Promise<void>((resolve) => (taken = resolve));
      const holder = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${member.id} for update`);
        taken();
        await released;
      });
      await lockTaken;
      return async () => {
        release();
        await holder;
      };
    }

    it('a request blocked on a row lock answers 503 within the timeout, and /api/health answers while the pool is full', async () => {
      const release = await holdRowLock();
      try {
        const started = Date.now();
        // More blocked requests than the pool has connections: the rest wait for one.
        const requests = Array.from({ length: 14 }, () => update());
        await new Promise((resolve) => setTimeout(resolve, 300));

        const health = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(Date.now() - started).toBeLessThan(statementTimeout + 2_500);
        expect(health.statusCode).toBe(200);
        expect(health.json()).toMatchObject({
          status: 'degraded',
          database: { ready: true, pool: { max: 10, open: 10 } },
        });
        expect(health.json().database.pool.waiting).toBeGreaterThan(0);

        const responses = await Promise.all(requests);
        const elapsed = Date.now() - started;
        for (const response of responses) {
          expect(response.statusCode).toBe(503);
          expect(response.json()).toEqual({
            code: 'unavailable',
            message: 'Le service est momentanément indisponible, veuillez réessayer.',
          });
        }
        // Each waits at most the acquire timeout then the statement timeout, with margin for a loaded machine.
        expect(elapsed).toBeLessThan(10_000);
      } finally {
        await release();
      }
      // Once the lock is gone the same request goes through.
      expect((await update()).statusCode).toBe(200);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', database: { pool: { waiting: 0 } } });
    }, 30_000);
  },
);
