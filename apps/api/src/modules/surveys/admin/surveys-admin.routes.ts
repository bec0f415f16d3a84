import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  surveyAdminSchema,
  surveyQuestionsInputSchema,
  surveysAdminListSchema,
  surveysAdminQuerySchema,
  surveyVersionQuestionsSchema,
} from '@plateforme/shared/surveys/admin.schemas';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { databaseIdSchema, errorSchema, idParamsSchema } from '../../../lib/route-schemas.ts';
import { currentViewer } from '../../../plugins/auth.ts';
import * as service from './surveys-admin.service.ts';

/** The questionnaire editor (ADR 040, 048), under /api/admin/surveys. */
export function registerSurveysAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/admin/surveys',
    adminRoute({
      summary: 'Liste des questionnaires (administration)',
      description:
        '`q` cherche dans le titre et la référence ; tri `title` ou `ref`. Avec la version en cours, ses questions et les sessions de réponses reçues.',
      querystring: surveysAdminQuerySchema,
      response: { 200: surveysAdminListSchema, 422: errorSchema },
    }),
    async (request) => service.listSurveys(db(), request.query),
  );

  routes.get(
    '/admin/surveys/:id',
    adminRoute({
      summary: 'Un questionnaire, ses questions en cours et ses versions',
      params: idParamsSchema,
      response: { 200: z.object({ data: surveyAdminSchema }), 404: errorSchema, 422: errorSchema },
    }),
    async (request) => ({ data: await service.getSurvey(db(), request.params.id) }),
  );

  routes.get(
    '/admin/surveys/:id/versions/:version',
    adminRoute({
      summary: 'Les questions d’une version publiée (lecture seule)',
      params: z.object({ id: databaseIdSchema, version: databaseIdSchema }),
      response: { 200: z.object({ data: surveyVersionQuestionsSchema }), 404: errorSchema, 422: errorSchema },
    }),
    async (request) => ({ data: await service.getSurveyVersion(db(), request.params.id, request.params.version) }),
  );

  routes.put(
    '/admin/surveys/:id',
    adminRoute({
      summary: 'Publier une nouvelle version des questions',
      description:
        'La liste complète, dans l’ordre. Les questions publiées ne changent jamais : une nouvelle version est créée, ' +
        'les nouvelles réponses l’utilisent et les réponses déjà données gardent leurs questions. 409 si rien ne change.',
      params: idParamsSchema,
      body: surveyQuestionsInputSchema,
      response: { 200: z.object({ data: surveyAdminSchema }), 404: errorSchema, 409: errorSchema, 422: errorSchema },
    }),
    async (request) => ({
      data: await service.publishSurveyVersion(db(), currentViewer(request), request.params.id, request.body),
    }),
  );
}
