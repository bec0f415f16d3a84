import { adminListSchema } from '@plateforme/shared/platform/admin-list.schemas';
import { jobItemSchema, jobsQuerySchema, jobsSummarySchema } from '@plateforme/shared/platform/jobs.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { errorSchema } from '../../../lib/route-schemas.ts';
import { listJobs, summariseJobs } from './jobs.service.ts';

/** The background jobs seen by the staff, read-only, under /api/admin (ADR 072). */
export function registerJobsRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/admin/jobs',
    adminRoute({
      summary: 'Tâches de fond : en attente, terminées, en échec',
      description:
        'Filtres : `state` (pending : en attente, y compris un échec qui sera réessayé ; done : terminée ; ' +
        'failed : en échec après tous ses essais), `kind` (le genre de tâche, tel `mail-delivery`). ' +
        'Tri : `created_at`, décroissant par défaut. Le contenu des tâches (`payload`) n’est jamais renvoyé.',
      querystring: jobsQuerySchema,
      response: { 200: adminListSchema(jobItemSchema), 422: errorSchema },
    }),
    async (request) => listJobs(db(), request.query),
  );

  routes.get(
    '/admin/jobs/summary',
    adminRoute({
      summary: 'Tâches de fond : le dernier passage de chaque genre',
      description:
        'Pour chaque genre de tâche : la fin et l’issue de son dernier passage, ses échecs des 7 derniers jours ' +
        'et ses tâches en attente en retard de plus de 10 minutes.',
      response: { 200: jobsSummarySchema },
    }),
    async () => ({ data: await summariseJobs(db()) }),
  );
}
