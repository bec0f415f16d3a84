import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { getCardPaymentMode } from '../membership/payment-provider.ts';
import { getHealth } from './health.service.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ready: z.boolean(),
    migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
  }),
  /** Card payment off in production without a merchant (ADR 019): the staff must see it. */
  payment: z.object({ card: z.enum(['production', 'sandbox', 'off']) }),
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
      return reply.status(health.status === 'ok' ? 200 : 503).send({ ...health, payment });
    },
  );
}
