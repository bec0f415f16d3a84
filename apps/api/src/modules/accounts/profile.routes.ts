import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUserId, requireAuth } from '../../plugins/auth.ts';
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
    async (request) => ({ data: await getProfile(context.database.db, currentUserId(request)) }),
  );
}
