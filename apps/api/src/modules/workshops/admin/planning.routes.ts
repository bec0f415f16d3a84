import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPlanningAnswerSchema,
  adminPlanningQuerySchema,
  updatePlanningInputSchema,
} from '@plateforme/shared/workshops/planning.schemas';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { errorSchema } from '../../../lib/route-schemas.ts';
import { currentViewer } from '../../../plugins/auth.ts';
import { getPlanning, updatePlanning } from './planning.service.ts';

const rules =
  'Programme `cognitive` (remédiation cognitive) ou `aja`, année ISO (semaines 1 à 52, ou 53 les années qui en ont 53), ' +
  'séquence entière de 1 à 99 ou null (pas de séquence cette semaine). Le formulaire de séance lit ce planning ' +
  '(GET /api/planning/sequence/{workshop_id}/{weekNumber}/{year}).';

/** The staff's planning of sequences per ISO week (issue #16, ADR 044), under /api/admin. */
export function registerPlanningRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/admin/planning',
    adminRoute({
      summary: 'Le planning des séquences d’une année pour un programme, semaine par semaine',
      description: `Toutes les semaines de l’année ISO, avec leurs dates (lundi et dimanche) et leur séquence, null si aucune. ${rules}`,
      querystring: adminPlanningQuerySchema,
      response: { 200: adminPlanningAnswerSchema, 422: errorSchema },
    }),
    async (request) => ({ data: await getPlanning(db(), request.query) }),
  );

  routes.put(
    '/admin/planning',
    adminRoute({
      summary: 'Enregistrer le planning des séquences (toute l’année ou les semaines modifiées)',
      description: `Les semaines envoyées prennent leur séquence, les autres gardent la leur. Chaque changement est inscrit au journal des actions. ${rules} 422 avec le message sous \`weeks.N.week\` ou \`weeks.N.sequence\`.`,
      body: updatePlanningInputSchema,
      response: { 200: adminPlanningAnswerSchema, 422: errorSchema },
    }),
    async (request) => ({ data: await updatePlanning(db(), currentViewer(request), request.body) }),
  );
}
