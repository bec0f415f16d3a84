import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WORKSHOPS_DEFAULT_PER_PAGE,
  WORKSHOPS_MAX_PER_PAGE,
  workshopComputedFields,
  workshopFields,
  workshopListItemSchema,
  workshopListMetaSchema,
  workshopRelationSchema,
  workshopSearchSchema,
  workshopSortColumns,
} from '@plateforme/shared/workshops/workshops.schemas';
import { adminWorkshopSavedSchema, adminWorkshopUpdateSchema } from '@plateforme/shared/workshops/admin.schemas';
import { AppError } from '@plateforme/shared/errors/app-error';
import { sessionMessages } from '@plateforme/shared/messages/common';
import type { AppContext } from '../../app-context.ts';
import { asList, errorSchema, idParamsSchema, jsonSearchParameter } from '../../lib/route-schemas.ts';
import { workshopEditInputSchema } from '@plateforme/shared/workshops/workshop-edit.schemas';
import { currentViewer, requireAuth } from '../../plugins/auth.ts';
import { updateAdminWorkshop } from './admin/admin-workshops.service.ts';
import { createListCache } from './list-cache.ts';
import { getWorkshop } from './workshop-detail.service.ts';
import { editWorkshop } from './workshop-edit.service.ts';
import { checkListQuery, listWorkshopsAsJson, toListViewer } from './workshops.service.ts';

/** Open to visitors, but a token that no longer opens a session ends it, as everywhere (P1 §4). */
export async function endStaleSession(request: FastifyRequest): Promise<void> {
  if (request.headers.authorization && !request.auth) throw new AppError('unauthenticated', sessionMessages.loggedOut);
}

const withParameter = z.preprocess(asList, z.array(workshopRelationSchema).max(8));

const searchParameter = jsonSearchParameter(workshopSearchSchema);

const listResponseSchema = z.object({ data: z.array(workshopListItemSchema), meta: workshopListMetaSchema });

const checkAnswers = process.env.NODE_ENV === 'test';

/**
 * The list as JSON. The view writes each item field by field (workshops.view.ts), so the list
 * is sent as it is, without the response schema's pass over every field of every item, the
 * costliest step left of a computed list (ADR 055). Tests check every answer against the
 * schema, which would refuse a wrong value or strip a field the view should not have added.
 */
function listToJson(list: z.input<typeof listResponseSchema>): string {
  const json = JSON.stringify(list);
  if (
    checkAnswers &&
    !isDeepStrictEqual(JSON.parse(JSON.stringify(z.encode(listResponseSchema, list))), JSON.parse(json))
  ) {
    throw new Error('GET /api/workshops: the answer differs from its response schema');
  }
  return json;
}

export function registerWorkshopRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;
  const listCache = createListCache();

  routes.get(
    '/workshops',
    {
      onRequest: endStaleSession,
      schema: {
        tags: ['ateliers'],
        summary: 'La liste des ateliers, filtrée, triée et paginée',
        description:
          'Ouverte à tous. Un adhérent ne voit que les ateliers de son parcours (AJA ou non) et seulement les ateliers actifs ; ' +
          'un visiteur voit les ateliers actifs des deux parcours ; un professionnel aussi les ateliers désactivés qu’il anime ; ' +
          'le personnel, tout. Les séances « à venir » n’ont pas commencé (pour les professionnels : ne sont pas finies). ' +
          'search.user_id (« Mes ateliers ») : les ateliers que ce professionnel anime (propriétaire, second professionnel, ' +
          'remplaçant pendant son remplacement), désactivés compris ; réservé à ce professionnel premium lui-même (403 sinon) ' +
          'et au personnel. per_page 0 : tous d’un coup, seulement avec search.user_id. Tri par nom dans l’ordre français ' +
          '(accents et casse ignorés). search.near (« Près de ») : un code postal ou une ville (accents ignorés ; ' +
          'arrondissements de Paris, Lyon et Marseille : 75011, « Paris 11e ») ; la liste est alors classée par distance, ' +
          'les plus proches d’abord, les ateliers sans lieu (en visio) ensuite, et `sort` n’est pas suivi ; ' +
          '`meta.near` donne le lieu trouvé, le point d’où les distances sont mesurées (le lieu, ou le chef-lieu de son ' +
          'département) et la distance en km de chaque atelier en présentiel. Lieu inconnu : 422 sous search.near.',
        querystring: z.object({
          search: searchParameter.optional(),
          with: withParameter.optional(),
          select: z.preprocess(asList, z.array(z.enum(workshopFields)).max(workshopFields.length)).optional(),
          without: z
            .preprocess(asList, z.array(z.enum(workshopComputedFields)).max(workshopComputedFields.length))
            .optional(),
          sort: z.enum(workshopSortColumns).default('id'),
          direction: z.enum(['asc', 'desc']).default('asc'),
          per_page: z.coerce.number().int().min(0).max(WORKSHOPS_MAX_PER_PAGE).default(WORKSHOPS_DEFAULT_PER_PAGE),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
        }),
        response: { 200: listResponseSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const listQuery = {
        search: query.search ?? {},
        with: query.with ?? [],
        select: query.select,
        without: query.without ?? [],
        sort: query.sort,
        direction: query.direction,
        perPage: query.per_page,
        page: query.page,
      };
      checkListQuery(request.viewer, listQuery);
      const json = await listWorkshopsAsJson(db(), listCache, toListViewer(request.viewer), listQuery, listToJson);
      // Already written by the response schema: Fastify sends a string as it is (the typed
      // reply expects the object the schema describes, hence the cast).
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  routes.get(
    '/workshops/:id',
    {
      onRequest: endStaleSession,
      schema: {
        tags: ['ateliers'],
        summary: 'Un atelier, avec les relations demandées',
        description:
          'Ouvert à tous ; le même élément que dans la liste, `with[]` parmi user, secondary_pro, partner, partner.logo, ' +
          'next_meeting, three_next_meetings, meetings (les séances à venir), next_substitutions (pour les professionnels ' +
          'qui animent l’atelier et le personnel). Un adhérent n’ouvre que les ateliers de son parcours (AJA ou non) : 403 ' +
          'sinon. Un atelier désactivé n’existe (404) que pour ses professionnels et le personnel.',
        params: idParamsSchema,
        querystring: z.object({ with: withParameter.optional() }),
        response: {
          200: z.object({ data: workshopListItemSchema }),
          403: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => getWorkshop(db(), toListViewer(request.viewer), request.params.id, request.query.with ?? []),
  );

  routes.put(
    '/workshops/:id',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['ateliers'],
        security: [{ bearer: [] }],
        summary: 'Modifier un atelier (par son professionnel ou le personnel)',
        description:
          'Pour le professionnel premium qui anime l’atelier (propriétaire, second professionnel, remplaçant pendant son ' +
          'remplacement) et le personnel. Champs modifiables : description, et pour un atelier en présentiel info_address, ' +
          'street, zip (5 chiffres), city (requise avec une adresse) ; un champ absent reste inchangé, une chaîne vide ' +
          'l’efface. Les champs de l’administration (nom, type, actif, professionnels, partenaire, AJA, workshop_type…) ' +
          'sont refusés (422 sous le champ). Les coordonnées enregistrées ne changent pas (géocodage par l’administration). ' +
          'Répond l’atelier comme GET /api/workshops/{id}. Le personnel modifie tous les champs (ceux de POST ' +
          '/api/workshops, chacun facultatif) et reçoit l’atelier comme GET /api/admin/workshops/{id} avec `meta.geocoding` ' +
          '(ADR 043) ; l’adresse modifiée est géocodée, lat et lng saisies la remplacent.',
        params: idParamsSchema,
        // Two bodies, one per caller: each is checked by its schema in the handler.
        body: z.record(z.string(), z.unknown()),
        response: {
          200: z.union([adminWorkshopSavedSchema, z.object({ data: workshopListItemSchema })]),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      if (viewer.role === 'admin') {
        return updateAdminWorkshop(
          db(),
          context.config.GEOCODER_URL,
          viewer,
          request.params.id,
          adminWorkshopUpdateSchema.parse(request.body),
        );
      }
      return editWorkshop(db(), viewer, request.params.id, workshopEditInputSchema.parse(request.body));
    },
  );
}
