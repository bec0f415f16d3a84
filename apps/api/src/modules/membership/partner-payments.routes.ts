import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  partnerReconciliationSchema,
  reconciliationSummarySchema,
} from '@plateforme/shared/registration/partner-reconciliation.schemas';
import type { AppContext } from '../../app-context.ts';
import { adminRoute } from '../../lib/admin-route.ts';
import { errorSchema, idParamsSchema } from '../../lib/route-schemas.ts';
import { buildSheet, sendDownload, XLSX_TYPE } from '../../lib/xlsx.ts';
import { discountedPaymentColumns } from './partner-payments.view.ts';
import {
  listDiscountedPayments,
  reconciliationQuerySchema,
  summarizeDiscountedPayments,
} from './use-cases/list-discounted-payments.ts';

const periodText =
  '`from` et `to` : jours de Paris (AAAA-MM-JJ), `to` inclus. Paiements payés au tarif réduit du partenaire ' +
  '(`discounted`), hors paiements de test sauf `sandbox=true`. Les adhésions gratuites du partenaire sont ' +
  'comptées à leur date d’enregistrement.';

/** The staff's reconciliation of partner prices (ADR 024), under /api/admin. */
export function registerPartnerPaymentRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/admin/partners/:id/discounted-payments',
    adminRoute({
      summary: 'Paiements au tarif réduit d’un partenaire sur une période, pour le rapprochement',
      description: periodText,
      params: idParamsSchema,
      querystring: reconciliationQuerySchema,
      response: {
        200: z.object({ data: partnerReconciliationSchema }),
        404: errorSchema,
        422: errorSchema,
      },
    }),
    async (request) => ({ data: await listDiscountedPayments(db(), request.params.id, request.query) }),
  );

  routes.get(
    '/admin/partners/:id/discounted-payments/export',
    adminRoute({
      summary: 'Export xlsx des paiements au tarif réduit d’un partenaire sur une période',
      description: `${periodText} Les mêmes lignes que la liste, pour la facture du partenaire.`,
      produces: [XLSX_TYPE],
      params: idParamsSchema,
      querystring: reconciliationQuerySchema,
      response: { 404: errorSchema, 422: errorSchema },
    }),
    async (request, reply) => {
      const { partner, period, payments } = await listDiscountedPayments(db(), request.params.id, request.query);
      const fileName = `tarif-reduit-partenaire-${partner.id}-${period.from}-${period.to}.xlsx`;
      return sendDownload(reply, fileName, await buildSheet('Tarif réduit', discountedPaymentColumns, payments));
    },
  );

  routes.get(
    '/admin/discounted-payments/summary',
    adminRoute({
      summary: 'Par partenaire : paiements au tarif réduit et adhésions gratuites sur une période',
      description: periodText,
      querystring: reconciliationQuerySchema,
      response: {
        200: z.object({ data: reconciliationSummarySchema }),
        422: errorSchema,
      },
    }),
    async (request) => ({ data: await summarizeDiscountedPayments(db(), request.query) }),
  );
}
