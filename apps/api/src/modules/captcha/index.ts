import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerCaptchaRoutes } from './captcha.routes.ts';

/** The anti-robot challenge of the public forms, under /api. */
export async function captchaModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerCaptchaRoutes(app, context);
}
