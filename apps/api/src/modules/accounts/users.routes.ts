import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ajaAssistantInputSchema, profileUpdateInputSchema } from '@plateforme/shared/accounts/profile.schemas';
import { profileMessages } from '@plateforme/shared/messages/accounts';
import type { AppContext } from '../../app-context.ts';
import { currentViewer, requireAuth } from '../../plugins/auth.ts';
import { profileSchema } from '@plateforme/shared/accounts/profile';
import { createInvitation } from './invitation.service.ts';
import { addAjaAssistant, getUser, removeAjaAssistant, updateUser, userRelations } from './users.service.ts';
import { idParamsSchema } from '../../lib/route-schemas.ts';

const assistantSchema = z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string(), email: z.string() });
const userSchema = profileSchema.extend({
  payments: z.array(z.record(z.string(), z.unknown())).optional(),
  subscriptions: z.array(z.record(z.string(), z.unknown())).optional(),
});
const secured = { security: [{ bearer: [] }], tags: ['comptes'] };

export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/users/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Un adhérent (soi-même, le personnel, ou le professionnel d’un de ses ateliers)',
        params: idParamsSchema,
        querystring: z.object({
          with: z.preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(z.enum(userRelations)).max(3)).optional(),
        }),
        response: { 200: z.object({ data: userSchema }) },
      },
    },
    async (request) => ({
      data: await getUser(db(), currentViewer(request), request.params.id, request.query.with ?? []),
    }),
  );

  routes.put(
    '/users/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Modifier son profil (l’ancien mot de passe est demandé pour en choisir un nouveau)',
        params: idParamsSchema,
        body: profileUpdateInputSchema,
        response: { 200: z.object({ data: profileSchema, message: z.string() }) },
      },
    },
    async (request) => ({
      data: await updateUser(db(), currentViewer(request), request.params.id, request.body),
      message: profileMessages.saved,
    }),
  );

  routes.post(
    '/users/:id/aja-assistant',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Un jeune AJA désigne son aidant (compte invité créé s’il n’existe pas)',
        params: idParamsSchema,
        body: ajaAssistantInputSchema,
        response: { 201: z.object({ data: assistantSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const invite = (userId: number) => createInvitation(db(), context.mailer, context.config, userId);
      const { assistant } = await addAjaAssistant(db(), invite, currentViewer(request), request.params.id, request.body);
      return reply.status(201).send({ data: assistant, message: profileMessages.assistantAdded });
    },
  );

  routes.delete(
    '/users/:id/aja-assistant',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Retirer l’aidant d’un jeune AJA (le compte de l’aidant est conservé)',
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await removeAjaAssistant(db(), currentViewer(request), request.params.id);
      return { message: profileMessages.assistantRemoved };
    },
  );
}
