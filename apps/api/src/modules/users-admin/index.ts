import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerInvitationRoutes } from './invitations.routes.ts';
import { registerProStatusRoutes } from './pro-statuses.routes.ts';
import { registerUsersAdminRoutes } from './users-admin.routes.ts';

/** The back office's people, under /api/admin (ADR 045): accounts, pro statuses, invitations. */
export async function usersAdminModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerUsersAdminRoutes(app, context);
  registerProStatusRoutes(app, context);
  registerInvitationRoutes(app, context);
}
