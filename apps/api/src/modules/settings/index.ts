import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerSettingsRoutes } from './settings.routes.ts';

/** The public settings (amounts, contact), under /api. */
export async function settingsModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerSettingsRoutes(app, context);
}
