import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLegalTextSchema, legalTextInputSchema } from '@plateforme/shared/platform/legal-admin.schemas';
import { legalPages } from '@plateforme/shared/platform/legal-pages';
import { legalTextSchema } from '@plateforme/shared/platform/legal.schemas';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { errorSchema } from '../../../lib/route-schemas.ts';
import { currentViewer } from '../../../plugins/auth.ts';
import { listLegalTextsForStaff, previewLegalText, updateLegalText } from './legal.service.ts';

const slugParams = z.object({ slug: z.string().max(64) });
const format =
  `Pages : ${legalPages.map((page) => page.slug).join(', ')}. Format : titres « ## » et « ### », paragraphes séparés par une ligne vide, ` +
  'listes « - », **gras**, liens [texte](adresse) ; les repères {{association_name}}, {{hosting_provider}}… sont remplacés par les paramètres.';

/** The staff's edit of the legal texts (ADR 070), under /api/admin. */
export function registerLegalAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/admin/legal-texts',
    adminRoute({
      summary: 'Les textes légaux tels qu’enregistrés (repères non remplacés)',
      description: format,
      response: { 200: z.object({ data: z.array(adminLegalTextSchema) }) },
    }),
    async () => ({ data: await listLegalTextsForStaff(db()) }),
  );

  routes.put(
    '/admin/legal-texts/:slug',
    adminRoute({
      summary: 'Enregistrer un texte légal',
      description: `Le texte entier remplace l’actuel ; la page publique le montre aussitôt. Inscrit au journal des actions (avant, après). ${format}`,
      params: slugParams,
      body: legalTextInputSchema,
      response: { 200: z.object({ data: adminLegalTextSchema }), 404: errorSchema, 422: errorSchema },
    }),
    async (request) => ({
      data: await updateLegalText(db(), currentViewer(request), request.params.slug, request.body),
    }),
  );

  routes.post(
    '/admin/legal-texts/:slug/preview',
    adminRoute({
      summary: 'Aperçu d’un texte légal',
      description: `Le texte envoyé, repères remplacés, comme la page publique le montrerait ; rien n’est enregistré. ${format}`,
      params: slugParams,
      body: legalTextInputSchema,
      response: { 200: z.object({ data: legalTextSchema }), 404: errorSchema, 422: errorSchema },
    }),
    async (request) => ({ data: await previewLegalText(db(), request.params.slug, request.body) }),
  );
}
