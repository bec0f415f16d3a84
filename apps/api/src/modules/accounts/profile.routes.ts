import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentViewer, requireAuth } from '../../plugins/auth.ts';
import { profileSchema } from '@plateforme/shared/accounts/profile';
import { getProfile } from './profile.service.ts';

export function registerProfileRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/user',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['comptes'],
        summary: 'Profil de la personne connectée',
        security: [{ bearer: [] }],
        response: { 200: z.object({ data: profileSchema }) },
      },
    },
    async (request) => {
      // The viewer already holds premium and pro status: the profile starts from it.
      const viewer = currentViewer(request);
      return { data: await getProfile(context.database.db, viewer.id, new Date(), viewer) };
    },
  );
}
