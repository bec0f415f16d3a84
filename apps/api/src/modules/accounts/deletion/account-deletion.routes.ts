import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountDeletionInputSchema } from '@plateforme/shared/accounts/account-deletion.schemas';
import type { AppContext } from '../../../app-context.ts';
import { errorSchema, securedUnder } from '../../../lib/route-schemas.ts';
import { currentUserId, requireAuth } from '../../../plugins/auth.ts';
import { deleteOwnAccount } from './account-deletion.service.ts';

export function registerAccountDeletionRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/user',
    {
      onRequest: requireAuth,
      schema: {
        ...securedUnder('comptes'),
        summary: 'Supprimer son propre compte (mot de passe demandé)',
        description:
          'Efface le nom, les coordonnées, les réponses aux questionnaires et les e-mails de la personne, libère ses ' +
          'places à venir (proposées à la liste d’attente), défait un lien AJA (l’autre personne est prévenue) et ' +
          'ferme toutes ses sessions. Paiements et reçus fiscaux restent (obligation légale). Mot de passe faux : 422 ' +
          'sous `password` ; compte de l’équipe ou pro qui anime un atelier : 409 ; 5 essais par quart d’heure (429).',
        body: accountDeletionInputSchema,
        response: { 204: z.null(), 409: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteOwnAccount(context, currentUserId(request), request.body);
      return reply.status(204).send(null);
    },
  );
}
