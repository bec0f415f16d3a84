import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cardCheckSchema, cardTokenParamsSchema } from '@plateforme/shared/membership/card.schemas';
import type { AppContext } from '../../../app-context.ts';
import { publicUrl } from '../../../config.ts';
import { errorSchema, securedUnder } from '../../../lib/route-schemas.ts';
import { currentUserId, requireAuth } from '../../../plugins/auth.ts';
import { checkMemberCard, getMemberCard } from './card.service.ts';

/** A personal file: never kept by a cache on the way. */
function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** The member's card (issue #38): her PDF, and the public check of its QR code. */
export function registerMemberCardRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/user/membership-card.pdf',
    {
      onRequest: requireAuth,
      schema: {
        ...securedUnder('adhésion'),
        summary: 'Ma carte d’adhérent, en PDF au format carte bancaire (85,6 × 54 mm)',
        description:
          'Nom, numéro d’adhérent, dates de l’adhésion en cours (renouvellement compris), nom de l’association et un ' +
          'QR code menant à la page publique de vérification. 404 sans adhésion en cours.',
        produces: ['application/pdf'],
        response: { 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const card = await getMemberCard(db(), currentUserId(request), publicUrl(context.config));
      return sendPdf(reply, card.pdf, card.fileName);
    },
  );

  routes.get(
    '/membership-cards/:token',
    {
      schema: {
        tags: ['adhésion'],
        summary: 'Vérification publique d’une carte d’adhérent (son QR code)',
        description:
          'Sans connexion. Dit seulement si la carte est valide aujourd’hui et jusqu’à quand, ou la date où elle a ' +
          'expiré : ni nom, ni e-mail, ni identifiant. Jeton inconnu ou altéré : 404 « Carte inconnue ». ' +
          '30 vérifications par adresse IP et par 10 minutes (429 au-delà).',
        params: cardTokenParamsSchema,
        response: { 200: cardCheckSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const data = await checkMemberCard(db(), request.params.token, request.ip);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );
}
