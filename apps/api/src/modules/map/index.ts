import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerMapRoutes } from './map.routes.ts';

/** The workshops map's settings (tile server), public, under /api. */
export async function mapModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerMapRoutes(app, context);
}
