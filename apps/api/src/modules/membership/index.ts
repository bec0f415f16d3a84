import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context.ts';
import { registerPaymentsAdminRoutes } from './admin/payments-admin.routes.ts';
import { registerTaxReceiptRoutes } from './admin/tax-receipts.routes.ts';
import { registerAdhesionRoutes } from './adhesions.routes.ts';
import { registerMemberCardRoutes } from './card/card.routes.ts';
import { createPaymentProvider } from './payment-provider.ts';
import { registerPartnerPaymentRoutes } from './partner-payments.routes.ts';
import { registerPaymentRoutes } from './payments.routes.ts';
import { registerReceiptRoutes } from './receipts.routes.ts';
import { defineRenewalJobs } from './renewal/renewal-reminders.jobs.ts';
import { registerSandboxRoutes } from './sandbox.routes.ts';

/**
 * Membership, under /api: card payments (and the provider's sandbox), free adhesions, tax
 * receipts; the renewal reminders' job.
 */
export async function membershipModule(app: FastifyInstance, { context }: ModuleOptions): Promise<void> {
  const provider = createPaymentProvider(context.config);
  registerPaymentRoutes(app, context, provider);
  if (provider?.mode === 'sandbox') registerSandboxRoutes(app, context, provider);
  registerAdhesionRoutes(app, context);
  registerReceiptRoutes(app, context);
  registerPartnerPaymentRoutes(app, context);
  registerPaymentsAdminRoutes(app, context);
  registerTaxReceiptRoutes(app, context);
  registerMemberCardRoutes(app, context);
  defineRenewalJobs(context);
}
