import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../../app-context.ts';
import { acceptUploads } from '../../../lib/upload-limits.ts';
import { registerSupportAdminRoutes } from './supports-admin.routes.ts';

/** The back office's session materials (issue #16, ADR 046), under /api/admin: its own plugin, the only one with uploads. */
export async function supportsAdminModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  acceptUploads(app);
  registerSupportAdminRoutes(app, context);
}
