import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '@plateforme/shared/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { createMetricsServer } from './metrics-server.ts';
import { createMetrics } from './metrics.registry.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, of equal length whatever was sent, in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const [scheme, given] = (header ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !given) return false;
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics (ADR 092), never public: GET /api/metrics on the main port behind
 * METRICS_TOKEN, and/or /metrics on METRICS_PORT. Neither set: nothing is registered, not
 * even the request hook. Called at the root, before the modules, so the hook sees every route.
 */
export async function registerMetrics(app: FastifyInstance, { config, database }: AppContext): Promise<void> {
  const { METRICS_TOKEN: token, METRICS_PORT: port, HOST: host } = config;
  if (!token && !port) return;
  const metrics = createMetrics(database, app.log);
  app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));

  if (token) {
    // Hidden from the OpenAPI document: it is for the monitoring, not for the API's clients.
    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('unauthenticated', 'Jeton des métriques absent ou invalide.');
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }

  if (port) {
    const server = createMetricsServer(metrics.registry, host, port);
    // A port already taken fails the start, as the main port would.
    app.addHook('onReady', async () => {
      await server.start();
      app.log.info(`métriques servies sur http://${host}:${port}/metrics`);
    });
    app.addHook('onClose', () => server.stop());
  }
}
