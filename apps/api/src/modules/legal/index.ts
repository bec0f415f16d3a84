import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerLegalAdminRoutes } from './legal-admin.routes.ts';
import { registerLegalRoutes } from './legal.routes.ts';

/** The legal texts (charter, legal notice, cookies, terms), public, and the staff's edit of them, under /api. */
export async function legalModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerLegalRoutes(app, context);
  registerLegalAdminRoutes(app, context);
}
