import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerAdminSettingsRoutes } from './admin-settings.routes.ts';
import { registerSettingsRoutes } from './settings.routes.ts';

/** The public settings (amounts, contact) and the staff's edit of them, under /api. */
export async function settingsModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerSettingsRoutes(app, context);
  registerAdminSettingsRoutes(app, context);
}
