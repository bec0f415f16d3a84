import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerWorkshopChoiceRoutes } from './workshop-choices.routes.ts';
import { registerWorkshopRoutes } from './workshops.routes.ts';

/** Workshops and their sessions, under /api. */
export async function workshopsModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerWorkshopRoutes(app, context);
  registerWorkshopChoiceRoutes(app, context);
}
