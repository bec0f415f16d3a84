import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerInvitationRoutes } from './admin/invitations.routes.ts';
import { registerProStatusRoutes } from './admin/pro-statuses.routes.ts';
import { registerUsersAdminRoutes } from './admin/users-admin.routes.ts';
import { defineDataExportJobs } from './data-export/data-export.jobs.ts';
import { registerDataExportRoutes } from './data-export/data-export.routes.ts';
import { registerEmailConfirmation } from './email-confirmation.routes.ts';
import { registerAccountDeletionRoutes } from './deletion/account-deletion.routes.ts';
import { registerLogoutRoute, registerTokenRoute } from './oauth.routes.ts';
import { registerRetention } from './retention/retention.routes.ts';
import { registerPasswordResetAlias, registerPasswordRoutes } from './password.routes.ts';
import { registerProfileRoutes } from './profile.routes.ts';
import { registerUserRoutes } from './users.routes.ts';

/**
 * Accounts, under /api: the signed-in person's profile and sign-out, members read and edited
 * by themselves, the staff and their workshops' pros, passwords and invitations.
 */
export async function accountsModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerProfileRoutes(app, context);
  registerAccountDeletionRoutes(app, context);
  registerRetention(app, context);
  registerLogoutRoute(app, context);
  registerUserRoutes(app, context);
  registerPasswordRoutes(app, context);
  registerUsersAdminRoutes(app, context);
  registerProStatusRoutes(app, context);
  registerInvitationRoutes(app, context);
  registerDataExportRoutes(app, context);
  defineDataExportJobs(context);
  registerEmailConfirmation(app, context);
}

/** Sign-in at OAuth's own address, POST /oauth/token, outside /api (P1 §7). */
export async function oauthModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerTokenRoute(app, context);
}

/** POST /password/reset, the spec's address without /api (P1 §7). */
export async function passwordAliasModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerPasswordResetAlias(app, context);
}
