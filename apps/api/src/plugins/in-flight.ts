import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long closing waits for the requests under way before it goes on. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Closing the app waits for the requests under way to have answered. The HTTP server stops
 * waiting for a request whose client has gone, but its handler may still be reading the
 * database: without this wait it would query a pool already ended on SIGTERM.
 */
export function drainOnClose(app: FastifyInstance): void {
  const open = new Set<FastifyRequest>();
  let drained: (() => void) | null = null;
  const done = async (request: FastifyRequest) => {
    open.delete(request);
    if (open.size === 0) drained?.();
  };
  app.addHook('onRequest', async (request) => {
    open.add(request);
  });
  // onSend when the handler answers (even to a client that has gone), onResponse otherwise.
  app.addHook('onSend', async (request) => done(request));
  app.addHook('onResponse', async (request) => done(request));
  app.addHook('onClose', async () => {
    if (open.size === 0) return;
    await new Promise<void>((resolve) => {
      drained = resolve;
      setTimeout(resolve, DRAIN_TIMEOUT_MS).unref();
    });
  });
}
