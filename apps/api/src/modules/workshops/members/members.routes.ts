import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  USERS_DEFAULT_PER_PAGE,
  userListSchema,
  userSearchSchema,
  userSortColumns,
  usersPerPageChoices,
} from '@plateforme/shared/workshops/members.schemas';
import type { AppContext } from '../../../app-context.ts';
import { errorSchema, jsonSearchParameter } from '../../../lib/route-schemas.ts';
import { currentViewer, requireAuth } from '../../../plugins/auth.ts';
import { listUsers } from './members.service.ts';

const perPageSchema = z.coerce
  .number()
  .int()
  .refine((value) => (usersPerPageChoices as readonly number[]).includes(value), {
    message: 'Taille de page : 5, 20, 50 ou 0 (tous)',
  });

const listQuerystring = z.object({
  search: jsonSearchParameter(userSearchSchema).optional(),
  sort: z.enum(userSortColumns).default('created_at'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  per_page: perPageSchema.default(USERS_DEFAULT_PER_PAGE),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export function registerUserListRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/users',
    {
      onRequest: requireAuth,
      schema: {
        security: [{ bearer: [] }],
        tags: ['comptes'],
        summary: 'Les adhérents suivis par un professionnel (« Mes adhérents », recherche de participants)',
        description:
          'Professionnel premium (licence comprise) ou personnel. Un professionnel ne voit que les adhérents inscrits ' +
          'à une séance d’un atelier qu’il anime aujourd’hui (propriétaire, second professionnel, remplaçant pendant ' +
          'ses dates) ; `search.workshop_id` doit être l’un de ces ateliers (403 sinon), `search.pro_id` lui-même. ' +
          'Seuls les adhérents (rôle user) non archivés sont listés. `search.name` cherche dans le prénom, le nom et ' +
          'l’e-mail, sans tenir compte des accents ni de la casse. per_page 5, 20, 50 ou 0 (tous) ; tri par défaut ' +
          'created_at décroissant. Compteurs : places validées non annulées, présences, absences, places annulées ' +
          '(quitter une liste d’attente n’en est pas une). Aucune donnée de paiement.',
        querystring: listQuerystring,
        response: { 200: userListSchema, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) =>
      listUsers(context.database.db, currentViewer(request), {
        search: request.query.search ?? {},
        sort: request.query.sort,
        direction: request.query.direction,
        perPage: request.query.per_page,
        page: request.query.page,
      }),
  );
}
