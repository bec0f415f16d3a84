import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSurveySessionInputSchema,
  surveySchema,
  surveySessionSchema,
} from '@plateforme/shared/surveys/surveys.schemas';
import type { AppContext } from '../../app-context.ts';
import { currentViewer, requireAuth } from '../../plugins/auth.ts';
import { createSurveySession, getSurveyByRef, listSurveySessions } from './surveys.service.ts';
import { asList, databaseIdSchema } from '../../lib/route-schemas.ts';

const secured = { security: [{ bearer: [] }], tags: ['questionnaires'] };

export function registerSurveyRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/surveys/ref/:ref',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary:
          'Un questionnaire et ses questions, par référence (profile, profile_aja_young, profile_aja_assistant, satisfaction, cog, life_quality)',
        params: z.object({ ref: z.string().regex(/^[a-z0-9_]{1,64}$/) }),
        querystring: z.object({ with: z.preprocess(asList, z.array(z.enum(['survey_questions'])).max(1)).optional() }),
        response: { 200: z.object({ data: surveySchema }) },
      },
    },
    async (request) => ({ data: await getSurveyByRef(db(), request.params.ref) }),
  );

  routes.get(
    '/users/:user_id/survey-sessions',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary:
          'Les questionnaires remplis par une personne (elle-même, le personnel, ou le professionnel d’un de ses ateliers)',
        params: z.object({ user_id: databaseIdSchema }),
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(15),
          sort: z.enum(['created_at']).default('created_at'),
          direction: z.enum(['asc', 'desc']).default('desc'),
          with: z.preprocess(asList, z.array(z.enum(['survey_responses'])).max(1)).optional(),
          survey_ref: z
            .string()
            .regex(/^[a-z0-9_]{1,64}$/)
            .optional(),
        }),
        response: {
          200: z.object({
            data: z.array(surveySessionSchema),
            meta: z.object({
              total: z.number().int(),
              page: z.number().int(),
              per_page: z.number().int(),
              last_page: z.number().int(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const { page, per_page, direction, survey_ref } = request.query;
      return listSurveySessions(db(), currentViewer(request), request.params.user_id, {
        page,
        perPage: per_page,
        direction,
        surveyRef: survey_ref,
        withResponses: request.query.with?.includes('survey_responses') ?? false,
      });
    },
  );

  routes.post(
    '/survey_sessions',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Enregistrer ses réponses à un questionnaire (chaque réponse est vérifiée contre sa question)',
        body: createSurveySessionInputSchema,
        response: { 201: z.object({ data: surveySessionSchema }) },
      },
    },
    async (request, reply) => {
      const session = await createSurveySession(db(), currentViewer(request), request.body);
      return reply.status(201).send({ data: session });
    },
  );
}
