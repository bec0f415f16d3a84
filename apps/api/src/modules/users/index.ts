import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerUserRoutes } from './users.routes.ts';

/** Members read and edited by themselves, the staff and their workshops' pros, under /api. */
export async function usersModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerUserRoutes(app, context);
}
