import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerDocumentAdminRoutes } from './documents-admin.routes.ts';
import { registerSupportAdminRoutes } from './supports-admin.routes.ts';
import { uploadLimits } from './upload-limits.ts';

/** The back office's supports and library documents (issue #16, ADR 046), under /api/admin. */
export async function contentAdminModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  // Uploads are read whole (this module only); each upload route sets its own body limit.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: uploadLimits(context.config).hardBodyLimit },
    (_request, body, done) => {
      done(null, body);
    },
  );
  registerDocumentAdminRoutes(app, context);
  registerSupportAdminRoutes(app, context);
}
