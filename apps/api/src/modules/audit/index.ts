import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerAuditLogRoutes } from './audit-log.routes.ts';

/** The audit log's reading routes, under /api/admin. */
export async function auditModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerAuditLogRoutes(app, context);
}
