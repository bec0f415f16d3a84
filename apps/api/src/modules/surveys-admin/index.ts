import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerSurveysAdminRoutes } from './surveys-admin.routes.ts';

/** The questionnaire editor of the back office, under /api/admin/surveys (ADR 048). */
export async function surveysAdminModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerSurveysAdminRoutes(app, context);
}
