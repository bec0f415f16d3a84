import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerPartnersAdminRoutes } from './admin/partners-admin.routes.ts';
import { registerGeoRoutes } from './geo.routes.ts';
import { registerPartnerRoutes } from './partners.routes.ts';
import { registerRegistrationRoutes } from './registration.routes.ts';

/** Registration, under /api: the stepper, partners and their codes, the French communes. */
export async function registrationModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerRegistrationRoutes(app, context);
  registerPartnerRoutes(app, context);
  registerGeoRoutes(app);
  registerPartnersAdminRoutes(app, context);
}
