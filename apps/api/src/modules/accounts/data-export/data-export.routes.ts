import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataExportAnswerSchema, latestDataExportAnswerSchema } from '@plateforme/shared/accounts/data-export.schemas';
import type { AppContext } from '../../../app-context.ts';
import { errorSchema, idParamsSchema, securedUnder } from '../../../lib/route-schemas.ts';
import { contentDisposition, sendStoredFile } from '../../../lib/stored-files.ts';
import { currentUserId, requireAuth } from '../../../plugins/auth.ts';
import { findDataExportFile, getLatestDataExport, requestDataExport } from './data-export.service.ts';

const secured = securedUnder('comptes');

/** « Télécharger mes données » (issue #38): ask for a copy, follow it, download it for 7 days. */
export function registerDataExportRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.post(
    '/user/data-export',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Demander une copie de mes données',
        description:
          'La personne connectée. La copie (une archive ZIP : un fichier JSON et un CSV par sujet) est préparée en ' +
          'tâche de fond ; un e-mail la prévient quand elle est prête. Une seule copie en préparation à la fois (409), ' +
          'trois demandes en 24 heures au plus (429).',
        response: { 202: dataExportAnswerSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await requestDataExport(db(), currentUserId(request), new Date());
      return reply.status(202).send({ data });
    },
  );

  routes.get(
    '/user/data-export',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Ma dernière copie de mes données : en préparation, prête jusqu’à quand, expirée',
        description: 'La personne connectée ; null quand elle n’en a jamais demandé.',
        response: { 200: latestDataExportAnswerSchema, 401: errorSchema },
      },
    },
    async (request) => ({ data: await getLatestDataExport(db(), currentUserId(request), new Date()) }),
  );

  routes.get(
    '/user/data-export/:id/download',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Télécharger ma copie de mes données (ZIP)',
        description:
          'La personne connectée, sa copie prête seulement : la copie d’une autre personne est inconnue (404). ' +
          'Sept jours après sa préparation, le fichier est supprimé (404 avec un message qui le dit).',
        produces: ['application/zip'],
        params: idParamsSchema,
        response: { 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { file, readyAt } = await findDataExportFile(
        db(),
        context.storage,
        currentUserId(request),
        request.params.id,
        new Date(),
      );
      const name = `mes-donnees-${readyAt.toISOString().slice(0, 10)}.zip`;
      return sendStoredFile(request, reply, file, {
        cacheControl: 'private, no-store',
        disposition: contentDisposition('attachment', name),
      });
    },
  );
}
