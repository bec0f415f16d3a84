import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { getCardPaymentMode } from '../../membership/payment-provider.ts';
import { getHealth } from './health.service.ts';
import { getReadiness } from './readiness.service.ts';

const healthSchema = z.object({
  /** degraded: the database answers, but requests are waiting for a connection (200). */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ready: z.boolean(),
    migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
    /** How long the check's own query took. */
    latency_ms: z.number().int(),
    /** PostgreSQL's connection pool; null on PGlite. */
    pool: z
      .object({ max: z.number().int(), open: z.number().int(), idle: z.number().int(), waiting: z.number().int() })
      .nullable(),
  }),
  /** Card payment off in production without a merchant (ADR 019): the staff must see it. */
  payment: z.object({ card: z.enum(['production', 'sandbox', 'off']) }),
});

const readinessSchema = z.object({
  ready: z.boolean(),
  /** Why not, one French sentence a failed check; empty when ready. */
  reasons: z.array(z.string()),
  checks: z.object({ database: z.boolean(), migrations: z.boolean(), storage: z.boolean() }),
});

export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  const payment = { card: getCardPaymentMode(context.config) };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['plateforme'],
        summary: 'État du service et de la base de données',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const health = await getHealth(context.database);
      return reply.status(health.status === 'unavailable' ? 503 : 200).send({ ...health, payment });
    },
  );
  // The configured storage's own check: DATA_DIR/files writable, or the S3 bucket reachable.
  const checkStorage = () => context.storage.check();
  // Liveness is /health (the process answers); readiness says whether to send it traffic.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health/ready',
    {
      schema: {
        tags: ['plateforme'],
        summary: 'Prêt à servir : base joignable, migrations appliquées, stockage des fichiers accessible (503 sinon)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await getReadiness(context.database, checkStorage);
      return reply.status(readiness.ready ? 200 : 503).send(readiness);
    },
  );
}
