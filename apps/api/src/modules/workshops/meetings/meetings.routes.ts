import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEETINGS_DEFAULT_PER_PAGE,
  MEETINGS_MAX_PER_PAGE,
  meetingListSchema,
  meetingRelations,
  meetingSearchSchema,
  meetingSortColumns,
  takePlacePreviewSchema,
} from '@plateforme/shared/workshops/meetings.schemas';
import type { AppContext } from '../../../app-context.ts';
import { asList, databaseIdSchema, errorSchema, jsonSearchParameter } from '../../../lib/route-schemas.ts';
import { currentViewer, requireAuth, requirePremium } from '../../../plugins/auth.ts';
import { endStaleSession } from '../workshops.routes.ts';
import { listMeetings, type MeetingListQuery } from './meetings.service.ts';
import { previewTakePlace } from './waiting-entry.service.ts';

const tags = ['séances'];

const searchParameter = jsonSearchParameter(meetingSearchSchema);

const listQuerystring = z.object({
  search: searchParameter.optional(),
  with: z.preprocess(asList, z.array(z.enum(meetingRelations)).max(meetingRelations.length)).optional(),
  sort: z.enum(meetingSortColumns).default('start'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  per_page: z.coerce.number().int().min(1).max(MEETINGS_MAX_PER_PAGE).default(MEETINGS_DEFAULT_PER_PAGE),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

type ListQuerystring = z.output<typeof listQuerystring>;

const toQuery = (query: ListQuerystring, userId?: number): MeetingListQuery => ({
  search: { ...query.search, ...(userId === undefined ? {} : { user_id: userId }) },
  with: query.with ?? [],
  sort: query.sort,
  direction: query.direction,
  perPage: query.per_page,
  page: query.page,
});

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

export function registerMeetingRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/meetings',
    {
      onRequest: endStaleSession,
      schema: {
        tags,
        summary: 'Les séances, filtrées, triées et paginées',
        description:
          'Ouverte à tous pour les séances des ateliers visibles (règle AJA de la liste des ateliers). ' +
          'search.user_id : soi-même (adhérent), le professionnel premium d’un de ses ateliers, ou le personnel. ' +
          'Participants et file d’attente : seulement pour les professionnels de l’atelier et le personnel (omis sinon). ' +
          'Lien visio : pour les participants validés, les professionnels de l’atelier et le personnel (null sinon). ' +
          'search.when : `coming` les séances pas encore terminées (une séance en cours y reste), `past` les séances terminées.',
        querystring: listQuerystring,
        response: { 200: meetingListSchema, ...errors },
      },
    },
    async (request) => listMeetings(db(), request.viewer, toQuery(request.query)),
  );

  routes.get(
    '/users/:id/subscribitions',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Les séances où une personne a une place ou attend (orthographe de la spécification)',
        description: 'Elle-même (adhérente), le professionnel premium d’un de ses ateliers, ou le personnel.',
        params: z.object({ id: databaseIdSchema }),
        querystring: listQuerystring,
        response: { 200: meetingListSchema, ...errors },
      },
    },
    // The path's user becomes search.user_id: the list checks who may read it (404, 403).
    async (request) => listMeetings(db(), currentViewer(request), toQuery(request.query, request.params.id)),
  );

  routes.get(
    '/meetings/:id/take-place/:user_id',
    {
      onRequest: requirePremium,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Ce que prendre la place quitterait, sans rien changer',
        description:
          'Les autres séances à venir de la même séquence (même parcours, AJA ou non) où l’adhérent a une place ou attend, ' +
          'que PUT …/take-place quitterait, par date. Mêmes droits que la prise de place. Déjà inscrit : rien.',
        params: z.object({ id: databaseIdSchema, user_id: databaseIdSchema }),
        response: { 200: takePlacePreviewSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => ({
      data: {
        gives_up: await previewTakePlace(db(), currentViewer(request), request.params.id, request.params.user_id),
      },
    }),
  );
}
