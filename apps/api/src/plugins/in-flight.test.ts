import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainOnClose } from './in-flight.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('closing the app', () => {
  it('waits for a handler still at work after its client has gone', async () => {
    const app = Fastify({ logger: false });
    drainOnClose(app);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached = false;
    let finished = false;
    app.get('/slow', async () => {
      reached = true;
      await gate;
      // Where a real handler would read the database the shutdown is about to close.
      finished = true;
      return { ok: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const client = new AbortController();
    const answer = fetch(`${address}/slow`, { signal: client.signal }).catch(() => 'gone');
    while (!reached) await pause(5);
    client.abort();
    expect(await answer).toBe('gone');

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await pause(200);
    expect(closed).toBe(false);
    release();
    await closing;
    expect(finished).toBe(true);
  });

  it('closes at once when nothing is under way', async () => {
    const app = Fastify({ logger: false });
    drainOnClose(app);
    app.get('/quick', async () => ({ ok: true }));
    await app.inject({ url: '/quick' });
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
