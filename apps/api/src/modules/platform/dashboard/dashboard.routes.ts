import { dashboardSchema } from '@plateforme/shared/platform/admin.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { getDashboard } from './dashboard.service.ts';

/** The back office's dashboard, under /api/admin (ADR 041). */
export function registerDashboardRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/dashboard',
    adminRoute({
      summary: 'Tableau de bord : adhérents, séances à venir, paiements du mois, liste d’attente, e-mails en échec',
      description:
        'Mois en cours à l’heure de Paris. Paiements : payés, hors paiements de test, montants en centimes. ' +
        'Séances : celles des 30 prochains jours, remplissage = places prises / places.',
      response: { 200: z.object({ data: dashboardSchema }) },
    }),
    async () => ({ data: await getDashboard(context.database.db) }),
  );
}
