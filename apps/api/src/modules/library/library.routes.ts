import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENTS_MAX_PER_PAGE,
  DOCUMENTS_PER_PAGE,
  defaultDirection,
  documentListSchema,
  documentSearchSchema,
  documentSortColumns,
  documentTypeOptionSchema,
} from '@plateforme/shared/library/library.schemas';
import type { AppContext } from '../../app-context.ts';
import { errorSchema, idParamsSchema, jsonSearchParameter } from '../../lib/route-schemas.ts';
import { contentDisposition, sendStoredFile } from '../../lib/stored-files.ts';
import { requirePremiumPro } from '../../plugins/auth.ts';
import { getDocumentFile, listDocumentTypes, listDocuments } from './library.service.ts';

const tags = ['bibliothèque'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema };

const listQuerystring = z.object({
  search: jsonSearchParameter(documentSearchSchema).optional(),
  sort: z.enum(documentSortColumns).default('created_at'),
  direction: z.enum(['asc', 'desc']).optional(),
  per_page: z.coerce.number().int().min(1).max(DOCUMENTS_MAX_PER_PAGE).default(DOCUMENTS_PER_PAGE),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const downloadQuerystring = z.object({
  inline: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .describe('1 : affiché dans le navigateur (aperçu) plutôt que téléchargé'),
});

export function registerLibraryRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/documents',
    {
      onRequest: requirePremiumPro,
      schema: {
        tags,
        security,
        summary: 'Les documents de la bibliothèque, filtrés, triés et paginés',
        description:
          'Professionnels premium (licence comprise) et personnel. `search` en JSON : `title` (contenu dans le titre, ' +
          'sans tenir compte des majuscules ni des accents), `type`. `sort` : created_at (par défaut), title ou type ; ' +
          '`direction` : asc pour le titre, desc sinon, par défaut. 12 documents par page par défaut. ' +
          '`file_size` en octets, `type_name` : le libellé français du type. Exemple : ' +
          '`?search={"title":"memoire","type":"scientific_article"}&sort=title&page=1`.',
        querystring: listQuerystring,
        response: { 200: documentListSchema, ...errors, 422: errorSchema },
      },
    },
    async (request) => {
      const { search, sort, direction, per_page: perPage, page } = request.query;
      return listDocuments(db(), {
        search: search ?? {},
        sort,
        direction: direction ?? defaultDirection(sort),
        perPage,
        page,
      });
    },
  );

  routes.get(
    '/documents/types',
    {
      onRequest: requirePremiumPro,
      schema: {
        tags,
        security,
        summary: 'Les types de documents présents dans la bibliothèque',
        description:
          'Pour le filtre par type : `value` (le type) et `label` (son libellé français), dans l’ordre des libellés.',
        response: { 200: z.object({ data: z.array(documentTypeOptionSchema) }), ...errors },
      },
    },
    async () => ({ data: await listDocumentTypes(db()) }),
  );

  routes.get(
    '/documents/:id/download',
    {
      onRequest: requirePremiumPro,
      schema: {
        tags,
        security,
        summary: 'Le fichier d’un document',
        description:
          'Le fichier avec son type (PDF…) et son nom d’origine (`Content-Disposition`, `attachment` ou `inline` avec ' +
          '`?inline=1` pour l’aperçu). Jamais gardé en cache (`Cache-Control: private, no-store`) ; 304 quand ' +
          '`If-None-Match` donne l’`ETag` de cette version. 404 si le document n’existe pas ou si son fichier est introuvable.',
        params: idParamsSchema,
        querystring: downloadQuerystring,
        response: {
          200: z.unknown().describe('le fichier'),
          304: z.null().describe('inchangé'),
          ...errors,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await getDocumentFile(db(), context.storage, request.params.id);
      const inline = request.query.inline === '1' || request.query.inline === 'true';
      return sendStoredFile(request, reply, file, {
        cacheControl: 'private, no-store',
        disposition: contentDisposition(inline ? 'inline' : 'attachment', file.name),
      });
    },
  );
}
