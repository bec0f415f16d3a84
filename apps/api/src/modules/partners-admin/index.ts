import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerPartnersAdminRoutes } from './partners-admin.routes.ts';

/** The partners of the back office, under /api/admin/partners (ADR 042). */
export async function partnersAdminModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerPartnersAdminRoutes(app, context);
}
