import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import {
  adminTaxReceiptListSchema,
  adminTaxReceiptsQuerySchema,
  taxReceiptSummaryQuerySchema,
  taxReceiptSummarySchema,
} from '@plateforme/shared/membership/admin.schemas';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { errorSchema } from '../../../lib/route-schemas.ts';
import { buildSheet, sendDownload } from '../../../lib/xlsx.ts';
import * as repository from './payments-admin.repository.ts';
import { taxReceiptColumns, toAdminTaxReceipt } from './payments-admin.view.ts';

const registerText =
  'Reçus fiscaux émis, hors spécimens du paiement de test, dans l’ordre de leur numéro par défaut. `year` : série de ' +
  'l’année ; `q` cherche dans le nom du donateur et le numéro. Le PDF d’un reçu : GET /api/payments/{id}/print/donation.';
const exportQuerySchema = adminTaxReceiptsQuerySchema.omit({ page: true, per_page: true });

/** The register of tax receipts and the yearly figures of the CGI art. 222 bis declaration (ADR 047). */
export function registerTaxReceiptRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/admin/tax-receipts',
    adminRoute({
      summary: 'Registre des reçus fiscaux émis',
      description: registerText,
      querystring: adminTaxReceiptsQuerySchema,
      response: { 200: adminTaxReceiptListSchema, 422: errorSchema },
    }),
    async (request) => {
      const query = request.query;
      const [rows, total] = await Promise.all([
        repository.findTaxReceipts(db(), query, query.per_page),
        repository.countTaxReceipts(db(), query),
      ]);
      return { data: rows.map(toAdminTaxReceipt), meta: adminListMeta(total, query.page, query.per_page) };
    },
  );

  routes.get(
    '/admin/tax-receipts/export',
    adminRoute({
      summary: 'Export xlsx du registre des reçus fiscaux',
      description: registerText,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      querystring: exportQuerySchema,
      response: { 422: errorSchema },
    }),
    async (request, reply) => {
      const rows = await repository.findTaxReceipts(db(), { ...request.query, page: 1, per_page: 20 }, null);
      return sendDownload(reply, 'recus-fiscaux.xlsx', await buildSheet('Reçus fiscaux', taxReceiptColumns, rows));
    },
  );

  routes.get(
    '/admin/tax-receipts/summary',
    adminRoute({
      summary: 'Bilan annuel des reçus fiscaux (déclaration de l’article 222 bis du CGI)',
      description:
        'Nombre de reçus émis dans la série de l’année et montant total des dons qu’ils couvrent, en centimes, hors spécimens.',
      querystring: taxReceiptSummaryQuerySchema,
      response: { 200: z.object({ data: taxReceiptSummarySchema }), 422: errorSchema },
    }),
    async (request) => {
      const { year } = request.query;
      const { count, amountCents } = await repository.sumTaxReceipts(db(), year);
      return { data: { year, receipts_count: count, amount_cents: amountCents } };
    },
  );
}
