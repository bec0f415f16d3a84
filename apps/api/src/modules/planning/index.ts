import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerPlanningRoutes } from './planning.routes.ts';

/** The back office's planning of sequences (issue #16), under /api. */
export async function planningModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerPlanningRoutes(app, context);
}
