import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slideshowLinkSchema } from '@plateforme/shared/supports/supports.schemas';
import type { AppContext } from '../../app-context.ts';
import { databaseIdSchema, errorSchema } from '../../lib/route-schemas.ts';
import {
  createZipSiteHandler,
  ZIP_SITE_ROLES,
  zipSiteRouteSchema,
  type ZipSiteRole,
} from '../../lib/zip-site/index.ts';
import { currentViewer, requireAuth } from '../../plugins/auth.ts';
import { canOpenSlideshow, createSlideshowLink, locateSlideshow } from './slideshow.service.ts';

const tags = ['supports'];

export function registerSlideshowRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.post(
    '/supports/:attachable_id/:role/slideshow-link',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Un lien signé vers le diaporama (ou le guide) d’un support, à ouvrir dans une nouvelle fenêtre',
        description:
          'Mêmes droits que le téléchargement du fichier (`meeting_id` pour la fenêtre d’une séance). Le lien vaut ' +
          '2 heures pour cette personne, cette connexion et ce fichier ; il cesse avec la déconnexion, et chaque ' +
          'fichier du diaporama vérifie encore ses droits. ' +
          'Refus : 403 « Action non autorisée. Vos droits d’accès aux supports ont peut-être changé. ».',
        params: z.object({ attachable_id: databaseIdSchema.describe('le support'), role: z.enum(ZIP_SITE_ROLES) }),
        querystring: z.object({ meeting_id: databaseIdSchema.optional() }),
        response: { 200: slideshowLinkSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const familyId = request.auth?.familyId ?? '';
      return {
        data: await createSlideshowLink(
          db(),
          viewer,
          familyId,
          request.params.attachable_id,
          request.params.role,
          request.query.meeting_id ?? null,
        ),
      };
    },
  );

  routes.get(
    '/supports/:attachable_id/:role/proxy/:access/*',
    {
      schema: {
        tags,
        ...zipSiteRouteSchema,
        params: zipSiteRouteSchema.params.extend({
          access: z.string().max(200).describe('l’accès signé donné par slideshow-link'),
        }),
      },
    },
    createZipSiteHandler({
      cacheRoot: path.resolve(context.config.DATA_DIR, 'cache', 'zip-sites'),
      routeSegments: 1,
      locate: (supportId, role) => locateSlideshow(db(), context.storage, supportId, role),
      canAccess: (request, supportId, role: ZipSiteRole) =>
        canOpenSlideshow(db(), (request.params as { access: string }).access, supportId, role),
    }),
  );
}
