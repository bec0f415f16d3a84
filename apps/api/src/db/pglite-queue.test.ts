import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asRequest,
  BACKGROUND_DELAY_MS,
  ConnectionQueue,
  inBackground,
  queuedClient,
  type QueuedClient,
} from './pglite-queue.ts';

describe('ConnectionQueue', () => {
  it('gives the connection to the request that arrived first, then to the calls in their order', async () => {
    const queue = new ConnectionQueue();
    const ran: string[] = [];
    let release!: () => void;
    const first = queue.run(() => new Promise<void>((resolve) => (release = resolve)), { due: 0 });
    const work = (name: string, due: number) => queue.run(async () => void ran.push(name), { due });
    // Asked while the connection is busy, newest request first.
    const waiting = [work('b1', 2), work('a1', 1), work('c1', 3), work('a2', 1), work('b2', 2)];
    expect(queue.state).toEqual({ max: 1, open: 1, idle: 0, waiting: 5 });
    release();
    await Promise.all([first, ...waiting]);
    expect(ran).toEqual(['a1', 'a2', 'b1', 'b2', 'c1']);
    expect(queue.state).toEqual({ max: 1, open: 1, idle: 1, waiting: 0 });
  });

  it('frees the connection after a piece of work that fails, even synchronously', async () => {
    const queue = new ConnectionQueue();
    await expect(queue.run(() => Promise.reject(new Error('refusée')))).rejects.toThrow('refusée');
    await expect(
      queue.run(() => {
        throw new Error('tout de suite');
      }),
    ).rejects.toThrow('tout de suite');
    await expect(queue.run(async () => 'libre')).resolves.toBe('libre');
  });
  it('lets Node read the requests that arrive during a long chain of work, which then go before the background work', async () => {
    const queue = new ConnectionQueue();
    const ran: string[] = [];
    const busyFor = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    // Background work asked piece after piece as the previous ends, as the job runner does:
    // PGlite answering synchronously, the whole chain runs in promises alone.
    const background = (async () => {
      for (let i = 0; i < 40; i++) {
        await queue.run(
          async () => {
            busyFor(1);
            ran.push('job');
          },
          { due: performance.now() + BACKGROUND_DELAY_MS },
        );
      }
    })();
    // A request Node reads at its next turn of the event loop.
    const request = new Promise<void>((resolve) =>
      setImmediate(() => resolve(queue.run(async () => void ran.push('request'), { due: performance.now() }))),
    );
    await Promise.all([background, request]);
    expect(ran).toHaveLength(41);
    // Served after about SLICE_MS (5 ms) of the chain, not after all of it.
    expect(ran.indexOf('request')).toBeLessThanOrEqual(10);
  });
});

describe('queuedClient on PGlite', () => {
  let pglite: PGlite;
  let client: QueuedClient;
  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec('create table places (id serial primary key, label text unique, tags text[])');
    client = queuedClient(pglite);
  });
  afterAll(() => pglite.close());

  /** Three requests at once, each reading four times in a row: the order their statements ran in. */
  async function threeRequests(numbered: boolean): Promise<number[]> {
    const ran: number[] = [];
    const request = async (id: number) => {
      for (let i = 0; i < 4; i++) {
        await client.query('select $1::int as id', [id]);
        ran.push(id);
      }
    };
    await Promise.all([1, 2, 3].map((id) => (numbered ? asRequest(() => request(id)) : request(id))));
    return ran;
  }

  it('runs the statements of a request under way before those of a newer one: requests end in their order', async () => {
    expect(await threeRequests(true)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    // Outside any request each statement takes its turn: every request pays the whole line at each statement.
    expect(await threeRequests(false)).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3]);
  });

  it('numbers each request an HTTP server receives, without any help from its handler', async () => {
    const ran: string[] = [];
    let arrived = 0;
    let allIn!: () => void;
    const together = new Promise<void>((resolve) => (allIn = resolve));
    const server = http.createServer(async (request, response) => {
      const id = request.url!.slice(1);
      if (++arrived === 3) allIn();
      // The three handlers ask for the connection at the same moment.
      await together;
      for (let i = 0; i < 4; i++) {
        await client.query('select $1::text as id', [id]);
        ran.push(id);
      }
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const ask = (id: string) =>
        fetch(`http://127.0.0.1:${port}/${id}`, { headers: { connection: 'close' } }).then((r) => r.text());
      await Promise.all(['a', 'b', 'c'].map(ask));
    } finally {
      server.close();
    }
    // Whichever came first, each request's statements ran together.
    expect(ran.join('')).toMatch(/^(a{4}|b{4}|c{4}){3}$/);
    expect(new Set(ran).size).toBe(3);
  });

  it('serves background work after the requests of the moment, and before those that come past its delay', async () => {
    const ran: string[] = [];
    const statement = (name: string) => client.query('select 1').then(() => void ran.push(name));
    let release!: () => void;
    // The connection busy, as under load, while each one asks.
    const busy = asRequest(() => client.transaction(() => new Promise<void>((resolve) => (release = resolve))));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const job = inBackground(() => statement('job'));
    const soon = asRequest(() => statement('request'));
    release();
    await Promise.all([busy, job, soon]);
    expect(ran).toEqual(['request', 'job']);

    ran.length = 0;
    const late = asRequest(() => client.transaction(() => new Promise<void>((resolve) => (release = resolve))));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const waited = inBackground(() => statement('job'));
    await new Promise((resolve) => setTimeout(resolve, BACKGROUND_DELAY_MS + 20));
    const newer = asRequest(() => statement('request'));
    release();
    await Promise.all([late, waited, newer]);
    expect(ran).toEqual(['job', 'request']);
  });

  it('keeps a transaction whole: a statement asked meanwhile waits for its COMMIT', async () => {
    const ran: string[] = [];
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const transaction = asRequest(() =>
      client.transaction(async (tx) => {
        await tx.query("insert into places (label) values ('a')");
        inside();
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.query("insert into places (label) values ('b')");
        ran.push('commit');
      }),
    );
    await started;
    const older = client.query('select count(*)::int as count from places', [], undefined).then((result) => {
      ran.push('read');
      return result.rows;
    });
    await transaction;
    expect(await older).toEqual([{ count: 2 }]);
    expect(ran).toEqual(['commit', 'read']);
  });

  it('answers prepared statements as PGlite does: values, arrays, nulls and errors', async () => {
    const insert = 'insert into places (label, tags) values ($1, $2) returning label, tags';
    const first = await client.query(insert, ['c', ['x', 'y']]);
    expect(first.rows).toEqual([{ label: 'c', tags: ['x', 'y'] }]);
    expect(first.affectedRows).toBe(1);
    const again = await client.query(insert, ['d', null]);
    expect(again.rows).toEqual([{ label: 'd', tags: null }]);
    const read = 'select label from places where label = any($1) order by label';
    expect((await client.query(read, [['c', 'd']], { rowMode: 'array' })).rows).toEqual([['c'], ['d']]);
    expect((await client.query(read, [['c', 'd']])).rows).toEqual((await pglite.query(read, [['c', 'd']])).rows);
    const duplicate = await client.query(insert, ['c', null]).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', query: insert });
    // A failed statement leaves the connection usable, and a rolled-back transaction leaves nothing.
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, ['e', null]);
        await tx.query(insert, ['e', null]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await client.query("select count(*)::int as count from places where label = 'e'")).rows).toEqual([
      { count: 0 },
    ]);
  });
});
