import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerLogoutRoute, registerTokenRoute } from './oauth.routes.ts';
import { registerProfileRoutes } from './profile.routes.ts';

/** Accounts, under /api: the signed-in person's profile and sign-out. */
export async function accountsModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerProfileRoutes(app, context);
  registerLogoutRoute(app, context);
}

/** Sign-in at OAuth's own address, POST /oauth/token, outside /api (P1 §7). */
export async function oauthModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerTokenRoute(app, context);
}
