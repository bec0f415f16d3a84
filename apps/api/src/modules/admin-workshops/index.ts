import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerAdminWorkshopRoutes } from './admin-workshops.routes.ts';

/** The back office's workshops, under /api. */
export async function adminWorkshopsModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerAdminWorkshopRoutes(app, context);
}
