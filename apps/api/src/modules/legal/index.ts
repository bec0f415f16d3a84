import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerLegalRoutes } from './legal.routes.ts';

/** The legal texts (charter, legal notice, cookies, terms), public, under /api. */
export async function legalModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerLegalRoutes(app, context);
}
