import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerAuditLogRoutes } from './audit/audit-log.routes.ts';
import { registerCaptchaRoutes } from './captcha/captcha.routes.ts';
import { registerDashboardRoutes } from './dashboard/dashboard.routes.ts';
import { registerHealthRoutes } from './health/health.routes.ts';
import { registerJobsRoutes } from './jobs/jobs.routes.ts';
import { registerLegalAdminRoutes } from './legal/legal-admin.routes.ts';
import { registerLegalRoutes } from './legal/legal.routes.ts';
import { registerOutboxRoutes } from './outbox/outbox.routes.ts';
import { registerAdminSettingsRoutes } from './settings/admin-settings.routes.ts';
import { registerSettingsRoutes } from './settings/settings.routes.ts';

/**
 * The platform, under /api: health, the anti-robot challenge, the settings, the legal texts,
 * and the back office's dashboard, audit log and outbox.
 */
export async function platformModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerHealthRoutes(app, context);
  registerCaptchaRoutes(app, context);
  registerSettingsRoutes(app, context);
  registerAdminSettingsRoutes(app, context);
  registerLegalRoutes(app, context);
  registerLegalAdminRoutes(app, context);
  registerAuditLogRoutes(app, context);
  registerDashboardRoutes(app, context);
  registerOutboxRoutes(app, context);
  registerJobsRoutes(app, context);
}
