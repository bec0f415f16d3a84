import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationMessages } from '@plateforme/shared/messages/common';
import {
  SUPPORTS_MAX_PER_PAGE,
  supportItemSchema,
  supportListSchema,
  supportRelations,
  supportSearchSchema,
} from '@plateforme/shared/supports/supports.schemas';
import type { AppContext } from '../../app-context.ts';
import { asList, databaseIdSchema, errorSchema, idParamsSchema, jsonSearchParameter } from '../../lib/route-schemas.ts';
import { contentDisposition } from '../../lib/stored-files.ts';
import { currentViewer, requireAuth, requirePremium } from '../../plugins/auth.ts';
import { getSupport, getSupportDownload, listSupports } from './supports.service.ts';

const tags = ['supports'];
const { invalidFormat } = validationMessages;

const withParameter = z
  .preprocess(asList, z.array(z.enum(supportRelations, { error: invalidFormat })).max(supportRelations.length))
  .optional();

const listQuerystring = z.object({
  search: jsonSearchParameter(supportSearchSchema).optional(),
  with: withParameter,
  per_page: z.coerce
    .number({ error: invalidFormat })
    .int({ error: invalidFormat })
    .min(-1, { error: invalidFormat })
    .max(SUPPORTS_MAX_PER_PAGE)
    .refine((value) => value !== 0, { error: invalidFormat })
    .default(-1),
  page: z.coerce.number({ error: invalidFormat }).int().min(1).max(100_000).default(1),
});

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

export function registerSupportRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/supports',
    {
      onRequest: requirePremium,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Les supports de séance (une séquence d’un programme)',
        description:
          'Adhérents et professionnels premium (licence et personnel compris). `search` en JSON : `sequence`, ' +
          '`support_type` (classique ou aja), `shared_with_licence_pros` (true/false). `with[]` : `attachments` ' +
          '(les trois fichiers) ou `pro_attachment`, `user_attachment`, `guide_attachment` ; un adhérent ne reçoit ' +
          'que le livret. `per_page` : -1 (par défaut, tout) ou 1 à 1000 ; tri par programme puis séquence. ' +
          'Exemple : `?per_page=-1&search={"sequence":3,"support_type":"classique"}&with[0]=user_attachment`.',
        querystring: listQuerystring,
        response: { 200: supportListSchema, ...errors },
      },
    },
    async (request) => {
      const { search, with: relations, per_page: perPage, page } = request.query;
      return listSupports(db(), currentViewer(request), { search: search ?? {}, with: relations ?? [], perPage, page });
    },
  );

  routes.get(
    '/supports/:id',
    {
      onRequest: requirePremium,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Un support de séance',
        description: 'Mêmes droits et même `with[]` que la liste.',
        params: idParamsSchema,
        querystring: z.object({ with: withParameter }),
        response: { 200: z.object({ data: supportItemSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await getSupport(db(), currentViewer(request), request.params.id, request.query.with ?? []),
    }),
  );

  routes.get(
    '/attachments/:id/download',
    {
      onRequest: requireAuth,
      // After the app's no-store hook: the file is private to this person and never kept.
      onSend: async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Télécharger un fichier de support (diaporama, livret, guide)',
        description:
          'Le personnel toujours ; un professionnel licence toujours pour les supports partagés avec les licences. ' +
          'Sinon `meeting_id` est requis : le professionnel premium de l’atelier (propriétaire, second ' +
          'professionnel ou remplaçant à la date de la séance) à partir de 10080 min avant le début pour un atelier ' +
          'On commence, 1440 min si son statut est bloqué, toujours en licence, 4320 min en novice, 1440 min sinon ; ' +
          'le livret aussi pour un adhérent premium inscrit (place validée) à la séance. Jusqu’à 15 min après la fin, ' +
          'séquence et programme de la séance identiques au support. Refus : 403 « Action non autorisée. Vos droits ' +
          'd’accès aux supports ont peut-être changé. ». Les documents et logos ne passent pas par ici (404).',
        params: idParamsSchema,
        querystring: z.object({ meeting_id: databaseIdSchema.optional() }),
        response: { 200: z.unknown().describe('le fichier'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await getSupportDownload(
        db(),
        context.storage,
        currentViewer(request),
        request.params.id,
        request.query.meeting_id ?? null,
      );
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition('attachment', file.name))
        .header('etag', file.etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(await file.open());
    },
  );
}
