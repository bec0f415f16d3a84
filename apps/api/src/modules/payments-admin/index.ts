import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerPaymentsAdminRoutes } from './payments-admin.routes.ts';
import { registerTaxReceiptRoutes } from './tax-receipts.routes.ts';

/** The back office's payments and tax receipts, under /api/admin (issue #16, ADR 047). */
export async function paymentsAdminModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  registerPaymentsAdminRoutes(app, context);
  registerTaxReceiptRoutes(app, context);
}
