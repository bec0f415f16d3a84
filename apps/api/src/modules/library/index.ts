import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { libraryAdminModule } from './admin/index.ts';
import { registerLibraryRoutes } from './library.routes.ts';

/** The pros' library (P2 §2 Library, §3 Document, §7 Documents), under /api. */
export async function libraryModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerLibraryRoutes(app, context);
  await app.register(libraryAdminModule, { context });
}
