import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../../app-context.ts';
import { acceptUploads } from '../../../lib/upload-limits.ts';
import { registerDocumentAdminRoutes } from './documents-admin.routes.ts';

/** The back office's library documents (issue #16, ADR 046), under /api/admin: its own plugin, the only one with uploads. */
export async function libraryAdminModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  acceptUploads(app);
  registerDocumentAdminRoutes(app, context);
}
