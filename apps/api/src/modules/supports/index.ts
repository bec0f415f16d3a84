import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { supportsAdminModule } from './admin/index.ts';
import { registerSlideshowRoutes } from './slideshow.routes.ts';
import { registerSupportRoutes } from './supports.routes.ts';

/** Session materials and their downloads (P2 §3 Support, §6, §7), under /api. */
export async function supportsModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerSupportRoutes(app, context);
  registerSlideshowRoutes(app, context);
  await app.register(supportsAdminModule, { context });
}
