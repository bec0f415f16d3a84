import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListSchema } from '@plateforme/shared/platform/admin-list.schemas';
import {
  adminDocumentSchema,
  adminDocumentsQuerySchema,
  documentBodySchema,
} from '@plateforme/shared/library/admin.schemas';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { errorSchema, idParamsSchema } from '../../../lib/route-schemas.ts';
import { buildSheet, sendDownload } from '../../../lib/xlsx.ts';
import { currentViewer } from '../../../plugins/auth.ts';
import * as service from './documents-admin.service.ts';
import { refuseOversized, uploadLimits } from '../../../lib/upload-limits.ts';
import { receiveForm } from '../../../lib/admin-uploads.ts';

const errors = { 404: errorSchema, 413: errorSchema, 422: errorSchema };
const one = z.object({ data: adminDocumentSchema });
const formText =
  'Formulaire `multipart/form-data` : `file` (un PDF, reconnu à son contenu et non à son nom), `title`, `description`, `type`. ' +
  'Un fichier d’un autre type ou un formulaire illisible : 422 en français sur le champ `file` ; trop gros : 422 ' +
  '(taille annoncée) ou 413 (constaté en le recevant), avec le même message sur `file`.';

export function registerDocumentAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;
  const documentBytes = uploadLimits(context.config).documentBytes;
  const receive = (request: FastifyRequest) =>
    receiveForm(request, {
      storage: context.storage,
      folder: 'documents',
      allowed: ['pdf'],
      maxBytes: () => documentBytes,
    });
  const upload = {
    afterGuard: [refuseOversized(uploadLimits(context.config).documentBytes)],
    bodyLimit: uploadLimits(context.config).hardBodyLimit,
  };

  routes.get(
    '/admin/documents',
    adminRoute({
      summary: 'Les documents de la bibliothèque, pour l’administration',
      description: 'Paginés et triés (titre, type, date d’ajout) ; `q` cherche dans le titre, `type` filtre.',
      querystring: adminDocumentsQuerySchema,
      response: { 200: adminListSchema(adminDocumentSchema), ...errors },
    }),
    async (request) => service.listAdminDocuments(db(), request.query),
  );

  routes.get(
    '/admin/documents/export',
    adminRoute({
      summary: 'Export xlsx des documents de la bibliothèque',
      description: 'Les mêmes filtres que la liste, toutes les lignes.',
      querystring: adminDocumentsQuerySchema,
      response: { 200: z.unknown().describe('le classeur xlsx'), ...errors },
    }),
    async (request, reply) => {
      const rows = await service.allAdminDocuments(db(), request.query);
      const sheet = await buildSheet(
        'Documents',
        [
          { header: 'Titre', width: 40, value: (row) => row.title },
          { header: 'Type', width: 28, value: (row) => row.type_name },
          { header: 'Description', width: 50, value: (row) => row.description },
          { header: 'Fichier', width: 30, value: (row) => row.file?.name ?? '' },
          { header: 'Taille (octets)', value: (row) => row.file?.size ?? null },
          { header: 'Ajouté le', value: (row) => new Date(row.created_at) },
        ],
        rows,
      );
      return sendDownload(reply, 'documents.xlsx', sheet);
    },
  );

  routes.get(
    '/admin/documents/:id',
    adminRoute({
      summary: 'Un document de la bibliothèque',
      params: idParamsSchema,
      response: { 200: one, ...errors },
    }),
    async (request) => ({ data: await service.getAdminDocument(db(), request.params.id) }),
  );

  routes.post(
    '/admin/documents',
    adminRoute(
      {
        consumes: ['multipart/form-data'],
        summary: 'Ajouter un document et son fichier',
        description: formText,
        response: { 201: one, ...errors },
      },
      upload,
    ),
    async (request, reply) => {
      const form = await receive(request);
      try {
        const data = await service.createDocument(db(), currentViewer(request), form);
        return reply.status(201).send({ data });
      } finally {
        await form.release();
      }
    },
  );

  routes.put(
    '/admin/documents/:id',
    adminRoute({
      summary: 'Modifier le titre, la description ou le type d’un document',
      params: idParamsSchema,
      body: documentBodySchema,
      response: { 200: one, ...errors },
    }),
    async (request) => ({
      data: await service.updateDocumentFields(db(), currentViewer(request), request.params.id, request.body),
    }),
  );

  routes.put(
    '/admin/documents/:id/file',
    adminRoute(
      {
        consumes: ['multipart/form-data'],
        summary: 'Remplacer le fichier d’un document',
        description:
          'Formulaire `multipart/form-data` avec `file` (un PDF). L’ancien fichier est supprimé une fois le nouveau enregistré.',
        params: idParamsSchema,
        response: { 200: one, ...errors },
      },
      upload,
    ),
    async (request) => {
      const form = await receive(request);
      try {
        return { data: await service.replaceDocumentFile(db(), currentViewer(request), request.params.id, form) };
      } finally {
        await form.release();
      }
    },
  );

  routes.delete(
    '/admin/documents/:id',
    adminRoute({
      summary: 'Supprimer un document et son fichier',
      params: idParamsSchema,
      response: { 204: z.null(), ...errors },
    }),
    async (request, reply) => {
      await service.deleteAdminDocument(db(), currentViewer(request), request.params.id, context.storage);
      return reply.status(204).send(null);
    },
  );
}
