import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListSchema } from '@plateforme/shared/platform/admin-list.schemas';
import {
  SUPPORT_FILE_ROLES,
  adminSupportSchema,
  adminSupportsQuerySchema,
  supportBodySchema,
} from '@plateforme/shared/supports/admin.schemas';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { validationMessages } from '@plateforme/shared/messages/common';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { databaseIdSchema, errorSchema, idParamsSchema } from '../../../lib/route-schemas.ts';
import { buildSheet, sendDownload } from '../../../lib/xlsx.ts';
import { currentViewer } from '../../../plugins/auth.ts';
import * as service from './supports-admin.service.ts';
import { refuseOversized, uploadLimits } from '../../../lib/upload-limits.ts';
import { receiveForm } from '../../../lib/admin-uploads.ts';

const errors = { 404: errorSchema, 413: errorSchema, 422: errorSchema };
const one = z.object({ data: adminSupportSchema });
const fileParams = z.object({
  id: databaseIdSchema,
  role: z.enum(SUPPORT_FILE_ROLES, { error: validationMessages.invalidFormat }),
});
const texts = adminContentMessages.supports;

export function registerSupportAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;
  const limits = uploadLimits(context.config);
  const { storage } = context;

  routes.get(
    '/admin/supports',
    adminRoute({
      summary: 'Les supports de séance, pour l’administration',
      description:
        'Paginés et triés (séquence, programme, modification) ; filtres `sequence`, `support_type`, `shared_with_licence_pros` ; `q` : un numéro de séquence.',
      querystring: adminSupportsQuerySchema,
      response: { 200: adminListSchema(adminSupportSchema), ...errors },
    }),
    async (request) => service.listAdminSupports(db(), request.query),
  );

  routes.get(
    '/admin/supports/export',
    adminRoute({
      summary: 'Export xlsx des supports de séance',
      description: 'Les mêmes filtres que la liste, toutes les lignes.',
      querystring: adminSupportsQuerySchema,
      response: { 200: z.unknown().describe('le classeur xlsx'), ...errors },
    }),
    async (request, reply) => {
      const rows = await service.allAdminSupports(db(), request.query);
      const sheet = await buildSheet(
        'Supports',
        [
          { header: 'Programme', value: (row) => texts.types[row.support_type] ?? row.support_type },
          { header: 'Séquence', value: (row) => row.sequence },
          { header: 'Partagé licence', value: (row) => (row.shared_with_licence_pros ? 'Oui' : 'Non') },
          { header: 'Diaporama', width: 30, value: (row) => row.pro_attachment?.name ?? '' },
          { header: 'Livret', width: 30, value: (row) => row.user_attachment?.name ?? '' },
          { header: 'Guide', width: 30, value: (row) => row.guide_attachment?.name ?? '' },
        ],
        rows,
      );
      return sendDownload(reply, 'supports.xlsx', sheet);
    },
  );

  routes.get(
    '/admin/supports/:id',
    adminRoute({
      summary: 'Un support de séance et ses fichiers',
      params: idParamsSchema,
      response: { 200: one, ...errors },
    }),
    async (request) => ({ data: await service.getAdminSupport(db(), request.params.id) }),
  );

  routes.post(
    '/admin/supports',
    adminRoute({
      summary: 'Créer un support de séance',
      description: 'Un seul support par programme et séquence (422 sinon).',
      body: supportBodySchema,
      response: { 201: one, ...errors },
    }),
    async (request, reply) =>
      reply.status(201).send({ data: await service.createSupport(db(), currentViewer(request), request.body) }),
  );

  routes.put(
    '/admin/supports/:id',
    adminRoute({
      summary: 'Modifier un support de séance',
      params: idParamsSchema,
      body: supportBodySchema,
      response: { 200: one, ...errors },
    }),
    async (request) => ({
      data: await service.updateSupportFields(db(), currentViewer(request), request.params.id, request.body),
    }),
  );

  routes.delete(
    '/admin/supports/:id',
    adminRoute({
      summary: 'Supprimer un support de séance et ses fichiers',
      params: idParamsSchema,
      response: { 204: z.null(), ...errors },
    }),
    async (request, reply) => {
      await service.deleteAdminSupport(db(), currentViewer(request), request.params.id, storage);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/admin/supports/:id/attachments/:role',
    adminRoute(
      {
        consumes: ['multipart/form-data'],
        summary: 'Déposer un fichier d’un support (diaporama, livret ou guide)',
        description:
          'Formulaire `multipart/form-data` avec `file`, reconnu à son contenu : `pro_attachment` une archive zip avec index.html ' +
          '(vérifiée comme le lecteur de diaporamas la déballe), `user_attachment` un PDF, `guide_attachment` un PDF ou une archive. ' +
          'Remplace le fichier précédent du même rôle.',
        params: fileParams,
        response: { 200: one, ...errors },
      },
      {
        afterGuard: [refuseOversized(Math.max(limits.archiveBytes, limits.documentBytes))],
        bodyLimit: limits.hardBodyLimit,
      },
    ),
    async (request) => {
      const { id, role } = request.params;
      const form = await receiveForm(request, {
        storage,
        folder: `supports/${id}`,
        allowed: service.ROLE_KINDS[role],
        maxBytes: limits.supportBytes,
        spool: ['zip'],
      });
      try {
        return { data: await service.uploadSupportFile(db(), currentViewer(request), id, role, form) };
      } finally {
        await form.release();
      }
    },
  );

  routes.delete(
    '/admin/supports/:id/attachments/:role',
    adminRoute({
      summary: 'Retirer un fichier d’un support',
      params: fileParams,
      response: { 200: one, ...errors },
    }),
    async (request) => ({
      data: await service.removeSupportFile(
        db(),
        currentViewer(request),
        request.params.id,
        request.params.role,
        storage,
      ),
    }),
  );
}
