import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerHealthRoutes } from './health.routes.ts';

/** GET /api/health, for the hosting's checks. */
export async function healthModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerHealthRoutes(app, context);
}
