import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerSurveysAdminRoutes } from './admin/surveys-admin.routes.ts';
import { registerSurveyRoutes } from './surveys.routes.ts';

/** Questionnaires and their answers, under /api. */
export async function surveysModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerSurveyRoutes(app, context);
  registerSurveysAdminRoutes(app, context);
}
