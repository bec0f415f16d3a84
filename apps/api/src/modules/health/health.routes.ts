import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { getHealth } from './health.service.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ready: z.boolean(),
    migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
  }),
});

export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
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
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
