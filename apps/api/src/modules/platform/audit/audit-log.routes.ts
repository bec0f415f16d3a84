import { adminListSchema, auditLogItemSchema } from '@plateforme/shared/platform/admin-list.schemas';
import { auditLogQuerySchema } from '@plateforme/shared/platform/admin.schemas';
import { adminCoreMessages } from '@plateforme/shared/messages/platform-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { errorSchema } from '../../../lib/route-schemas.ts';
import { sendDownload, XLSX_TYPE } from '../../../lib/xlsx.ts';
import { exportAuditLog, listAuditLog } from './audit-log.service.ts';

const filtersText =
  'Filtres : `entity` (partner, workshop, user…), `actor_id`, `from` et `to` (jours de Paris AAAA-MM-JJ, `to` inclus), ' +
  '`q` (dans le libellé de l’élément ou le nom de l’auteur). Tri par défaut : `created_at` décroissant.';

/** The audit log of the back office (ADR 040, 041): read only, and reading it is not logged. */
export function registerAuditLogRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/admin/audit-log',
    adminRoute({
      summary: 'Journal des actions du personnel, paginé et filtré',
      description: filtersText,
      querystring: auditLogQuerySchema,
      response: { 200: adminListSchema(auditLogItemSchema), 422: errorSchema },
    }),
    async (request) => listAuditLog(db(), request.query),
  );

  routes.get(
    '/admin/audit-log/export',
    adminRoute({
      summary: 'Export xlsx du journal des actions',
      description: `Toutes les lignes des mêmes filtres, sans pagination. ${filtersText}`,
      querystring: auditLogQuerySchema,
      produces: [XLSX_TYPE],
      response: { 422: errorSchema },
    }),
    async (request, reply) => {
      const { page: _page, per_page: _perPage, ...filters } = request.query;
      return sendDownload(reply, adminCoreMessages.audit.exportName, await exportAuditLog(db(), filters));
    },
  );
}
