import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import {
  adminPaymentListSchema,
  adminPaymentSchema,
  adminPaymentsQuerySchema,
  manualPaymentInputSchema,
  refundDoneInputSchema,
} from '@plateforme/shared/membership/admin.schemas';
import type { AppContext } from '../../../app-context.ts';
import { publicUrl } from '../../../config.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { errorSchema, idParamsSchema } from '../../../lib/route-schemas.ts';
import { buildSheet, sendDownload } from '../../../lib/xlsx.ts';
import { currentViewer } from '../../../plugins/auth.ts';
import * as repository from './payments-admin.repository.ts';
import { paymentColumns, toAdminPayment } from './payments-admin.view.ts';
import { markRefundDone } from './use-cases/mark-refund-done.ts';
import { recordManualPayment } from './use-cases/record-manual-payment.ts';

const filtersText =
  'Filtres : `state`, `type` (subscription : avec adhésion, donation : avec don), `partner_id`, `discounted` (yes/no), ' +
  '`refund` (due : à rembourser, done : remboursé), `from` et `to` (jours de Paris, `to` inclus, sur la date de paiement ' +
  'ou à défaut de création). `q` cherche dans le nom, l’e-mail du payeur, la référence du paiement et celle du chèque ou virement.';
const exportQuerySchema = adminPaymentsQuerySchema.omit({ page: true, per_page: true });

/** The staff's view of every payment, and the payments they record by hand (ADR 047). */
export function registerPaymentsAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/admin/payments',
    adminRoute({
      summary: 'Liste des paiements (carte, chèque, virement)',
      description: filtersText,
      querystring: adminPaymentsQuerySchema,
      response: { 200: adminPaymentListSchema, 422: errorSchema },
    }),
    async (request) => {
      const query = request.query;
      const [rows, total] = await Promise.all([
        repository.findPayments(db(), query, query.per_page),
        repository.countPayments(db(), query),
      ]);
      return { data: rows.map(toAdminPayment), meta: adminListMeta(total, query.page, query.per_page) };
    },
  );

  routes.get(
    '/admin/payments/export',
    adminRoute({
      summary: 'Export xlsx des paiements filtrés',
      description: filtersText,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      querystring: exportQuerySchema,
      response: { 422: errorSchema },
    }),
    async (request, reply) => {
      const rows = await repository.findPayments(db(), { ...request.query, page: 1, per_page: 20 }, null);
      return sendDownload(reply, 'paiements.xlsx', await buildSheet('Paiements', paymentColumns, rows));
    },
  );

  routes.post(
    '/admin/payments/manual',
    adminRoute({
      summary: 'Enregistrer un paiement reçu par chèque ou virement',
      description:
        'Enregistre un paiement payé selon les règles du paiement par carte : une adhésion ouvre la période d’adhésion, ' +
        'un don reçoit un reçu fiscal numéroté dans l’année de réception. `idempotency_key` (un UUID tiré à l’ouverture ' +
        'du formulaire) rend l’envoi sans double : renvoyé, il répond 200 avec le même paiement.',
      body: manualPaymentInputSchema,
      response: {
        201: z.object({ data: adminPaymentSchema }),
        200: z.object({ data: adminPaymentSchema }),
        409: errorSchema,
        422: errorSchema,
      },
    }),
    async (request, reply) => {
      const deps = { db: db(), mailer: context.mailer, publicUrl: publicUrl(context.config), log: request.log };
      const { payment, created } = await recordManualPayment(deps, currentViewer(request), request.body);
      const [row] = await repository.findPayments(
        db(),
        { page: 1, per_page: 20, sort: 'created_at', direction: 'asc', q: payment.ref },
        1,
      );
      if (!row) throw new Error(`payment ${payment.id} not found after recording`);
      return reply.status(created ? 201 : 200).send({ data: toAdminPayment(row) });
    },
  );

  routes.post(
    '/admin/payments/:id/refund-done',
    adminRoute({
      summary: 'Marquer comme fait le remboursement d’un paiement',
      description:
        'Pour un paiement signalé à rembourser (adhésion payée deux fois) : date du remboursement (jour de Paris) et note.',
      params: idParamsSchema,
      body: refundDoneInputSchema,
      response: {
        200: z.object({ data: z.object({ id: z.number().int(), refunded_at: z.string() }) }),
        404: errorSchema,
        409: errorSchema,
        422: errorSchema,
      },
    }),
    async (request) => {
      const done = await markRefundDone(db(), currentViewer(request), request.params.id, request.body);
      return { data: { id: done.id, refunded_at: (done.refundedAt ?? new Date()).toISOString() } };
    },
  );
}
