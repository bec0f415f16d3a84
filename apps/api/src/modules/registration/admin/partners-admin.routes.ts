import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOGO_MAX_BYTES,
  partnerAdminInputSchema,
  partnerAdminSchema,
  partnerCodeAnswerSchema,
  partnersAdminListSchema,
  partnersAdminQuerySchema,
} from '@plateforme/shared/registration/admin.schemas';
import { validationMessages } from '@plateforme/shared/messages/common';
import { adminPartnersMessages as texts } from '@plateforme/shared/messages/registration-admin';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { errorSchema, idParamsSchema } from '../../../lib/route-schemas.ts';
import { buildSheet, sendDownload, type SheetColumn } from '../../../lib/xlsx.ts';
import { currentViewer } from '../../../plugins/auth.ts';
import { LOGO_BODY_LIMIT, readLogo } from './logo-upload.ts';
import { passMultipartStream } from '../../../lib/uploads.ts';
import * as service from './partners-admin.service.ts';
import type { PartnerAdmin } from '@plateforme/shared/registration/admin.schemas';

const one = z.object({ data: partnerAdminSchema });
const filtersText =
  '`q` cherche dans le nom et la ville ; filtres `support_type`, `active` (true/false), `department` (75, 2A, 971) ; ' +
  'tri `name`, `city` ou `created_at`.';

const sheetColumns: SheetColumn<PartnerAdmin>[] = [
  { header: texts.fields.name, width: 36, value: (row) => row.name },
  { header: texts.fields.support_type, width: 24, value: (row) => texts.supportTypes[row.support_type] },
  { header: texts.fields.street, width: 30, value: (row) => row.street },
  { header: texts.fields.zip, width: 10, value: (row) => row.zip },
  { header: texts.fields.city, value: (row) => row.city },
  { header: texts.fields.department, width: 12, value: (row) => row.department },
  { header: texts.fields.price, width: 14, value: (row) => (row.price === null ? texts.usualPrice : row.price / 100) },
  { header: texts.fields.active, width: 10, value: (row) => (row.active ? texts.yes : texts.no) },
  { header: texts.fields.has_code, width: 14, value: (row) => (row.has_code ? texts.yes : texts.no) },
  { header: texts.fields.created_at, value: (row) => new Date(row.created_at) },
];

/** The partners of the back office (ADR 040, 042), under /api/admin/partners. */
export function registerPartnersAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;
  const { storage } = context;

  // The logo arrives as multipart, read as it streams, bounded by the route's bodyLimit.
  app.addContentTypeParser('multipart/form-data', passMultipartStream);

  routes.get(
    '/admin/partners',
    adminRoute({
      summary: 'Liste des partenaires (administration)',
      description: `Paginée (20, 50 ou 100). ${filtersText}`,
      querystring: partnersAdminQuerySchema,
      response: { 200: partnersAdminListSchema, 422: errorSchema },
    }),
    async (request) => service.listPartners(db(), request.query),
  );

  routes.get(
    '/admin/partners/export',
    adminRoute({
      summary: 'Export xlsx des partenaires',
      description: `Les mêmes filtres que la liste, toutes les lignes. ${filtersText} Les codes adhérents n’y figurent jamais.`,
      querystring: partnersAdminQuerySchema.omit({ page: true, per_page: true }),
      response: { 200: z.unknown().describe('fichier xlsx'), 422: errorSchema },
    }),
    async (request, reply) => {
      const rows = await service.listAllPartners(db(), request.query);
      return sendDownload(reply, texts.exportFile, await buildSheet(texts.sheetName, sheetColumns, rows));
    },
  );

  routes.get(
    '/admin/partners/:id',
    adminRoute({
      summary: 'Un partenaire (administration)',
      description: 'Avec son logo et l’existence d’un code actif (jamais le code).',
      params: idParamsSchema,
      response: { 200: one, 404: errorSchema, 422: errorSchema },
    }),
    async (request) => ({ data: await service.getPartner(db(), request.params.id) }),
  );

  routes.post(
    '/admin/partners',
    adminRoute({
      summary: 'Créer un partenaire',
      description:
        '`price` en centimes, null pour le montant habituel. Le code adhérent se crée ensuite (POST …/code).',
      body: partnerAdminInputSchema,
      response: { 201: one, 422: errorSchema },
    }),
    async (request, reply) =>
      reply.status(201).send({ data: await service.createPartner(db(), currentViewer(request), request.body) }),
  );

  routes.put(
    '/admin/partners/:id',
    adminRoute({
      summary: 'Modifier un partenaire',
      description: 'Le partenaire entier ; `price` en centimes.',
      params: idParamsSchema,
      body: partnerAdminInputSchema,
      response: { 200: one, 404: errorSchema, 422: errorSchema },
    }),
    async (request) => ({
      data: await service.updatePartner(db(), currentViewer(request), request.params.id, request.body),
    }),
  );

  routes.put(
    '/admin/partners/:id/active',
    adminRoute({
      summary: 'Désactiver ou réactiver un partenaire',
      description: 'Un partenaire désactivé disparaît des listes de l’inscription et ses codes sont refusés.',
      params: idParamsSchema,
      body: z.object({ active: z.boolean({ error: validationMessages.invalidFormat }) }),
      response: { 200: one, 404: errorSchema, 422: errorSchema },
    }),
    async (request) => ({
      data: await service.updatePartner(db(), currentViewer(request), request.params.id, {
        active: request.body.active,
      }),
    }),
  );

  routes.post(
    '/admin/partners/:id/code',
    adminRoute({
      summary: 'Générer un nouveau code adhérent',
      description:
        'Le serveur tire un code de 12 caractères, le conserve haché et le renvoie une seule fois ; les codes ' +
        'précédents du partenaire ne sont plus acceptés. Le journal des actions ne garde pas le code.',
      params: idParamsSchema,
      response: { 200: partnerCodeAnswerSchema, 404: errorSchema, 422: errorSchema },
    }),
    async (request) => ({ data: await service.rotatePartnerCode(db(), currentViewer(request), request.params.id) }),
  );

  routes.post(
    '/admin/partners/:id/logo',
    adminRoute(
      {
        summary: 'Déposer le logo d’un partenaire',
        description: `multipart/form-data, fichier dans le champ \`logo\` : PNG, JPEG ou WebP (reconnus à leur contenu), ${LOGO_MAX_BYTES / 1_048_576} Mo au plus. Remplace le logo précédent.`,
        params: idParamsSchema,
        response: { 200: one, 404: errorSchema, 413: errorSchema, 415: errorSchema, 422: errorSchema },
      },
      { bodyLimit: LOGO_BODY_LIMIT },
    ),
    async (request) => {
      const logo = await readLogo(request);
      return { data: await service.saveLogo(db(), currentViewer(request), storage, request.params.id, logo) };
    },
  );

  routes.delete(
    '/admin/partners/:id/logo',
    adminRoute({
      summary: 'Supprimer le logo d’un partenaire',
      params: idParamsSchema,
      response: { 200: one, 404: errorSchema, 422: errorSchema },
    }),
    async (request) => ({
      data: await service.deleteLogo(db(), currentViewer(request), storage, request.params.id),
    }),
  );
}
