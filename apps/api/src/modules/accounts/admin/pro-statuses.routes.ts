import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { proStatusInputSchema, proStatusSchema } from '@plateforme/shared/accounts/admin.schemas';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { databaseIdSchema, errorSchema, idParamsSchema } from '../../../lib/route-schemas.ts';
import { currentViewer } from '../../../plugins/auth.ts';
import { addStatus, removeStatus, updateStatus } from './pro-statuses.service.ts';

const refusals = { 404: errorSchema, 422: errorSchema };
const statusParams = z.object({
  id: databaseIdSchema.describe('le compte'),
  statusId: databaseIdSchema.describe('le statut'),
});
const rules =
  'Type licence, novice ou basic ; début et fin en jours (AAAA-MM-JJ, heure de Paris), fin facultative et après le début. ' +
  'Un statut ne peut pas chevaucher un autre statut du même professionnel (422). Journalisé.';

export function registerProStatusRoutes(app: FastifyInstance, { database }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  routes.post(
    '/admin/users/:id/pro-statuses',
    adminRoute({
      summary: 'Ajouter un statut professionnel',
      description: rules,
      params: idParamsSchema,
      body: proStatusInputSchema,
      response: { 201: proStatusSchema, ...refusals },
    }),
    async (request, reply) =>
      reply.code(201).send(await addStatus(db, currentViewer(request), request.params.id, request.body)),
  );

  routes.put(
    '/admin/users/:id/pro-statuses/:statusId',
    adminRoute({
      summary: 'Modifier un statut professionnel',
      description: rules,
      params: statusParams,
      body: proStatusInputSchema,
      response: { 200: proStatusSchema, ...refusals },
    }),
    async (request) =>
      updateStatus(db, currentViewer(request), request.params.id, request.params.statusId, request.body),
  );

  routes.delete(
    '/admin/users/:id/pro-statuses/:statusId',
    adminRoute({
      summary: 'Supprimer un statut professionnel',
      description: 'Journalisé.',
      params: statusParams,
      response: { 204: z.null(), ...refusals },
    }),
    async (request, reply) => {
      await removeStatus(db, currentViewer(request), request.params.id, request.params.statusId);
      return reply.code(204).send(null);
    },
  );
}
