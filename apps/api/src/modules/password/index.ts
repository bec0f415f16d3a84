import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerPasswordResetAlias, registerPasswordRoutes } from './password.routes.ts';

/** Passwords, under /api: the reset by e-mail and the invitation's completion. */
export async function passwordModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerPasswordRoutes(app, context);
}

/** POST /password/reset, the spec's address without /api (P1 §7). */
export async function passwordAliasModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerPasswordResetAlias(app, context);
}
