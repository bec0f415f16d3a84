import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { legalPages } from '@plateforme/shared/platform/legal-pages';
import { legalTextSchema } from '@plateforme/shared/platform/legal.schemas';
import type { AppContext } from '../../../app-context.ts';
import { errorSchema } from '../../../lib/route-schemas.ts';
import { getLegalText } from './legal.service.ts';

export function registerLegalRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/legal/:slug',
    {
      schema: {
        tags: ['informations légales'],
        summary:
          'Un texte légal : charte de confidentialité, mentions légales, cookies, conditions de vente, conditions d’utilisation',
        description:
          `Public. Pages : ${legalPages.map((page) => page.slug).join(', ')}. ` +
          'Le texte vient des réglages (modifiable par l’association), avec l’identité de l’association insérée. ' +
          'Format : titres « ## » et « ### », paragraphes séparés par une ligne vide, listes « - », **gras**, liens [texte](adresse).',
        params: z.object({ slug: z.string().max(64) }),
        response: { 200: z.object({ data: legalTextSchema }), 404: errorSchema },
      },
    },
    async (request) => ({ data: await getLegalText(context.database.db, request.params.slug) }),
  );
}
