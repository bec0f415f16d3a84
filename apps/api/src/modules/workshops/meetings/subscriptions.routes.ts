import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { subscriptionAnswerSchema, type SubscriptionStatus } from '@plateforme/shared/workshops/meetings.schemas';
import type { AppContext } from '../../../app-context.ts';
import { databaseIdSchema, errorSchema } from '../../../lib/route-schemas.ts';
import { currentViewer, requireAuth, requirePremium } from '../../../plugins/auth.ts';
import { getMeetingItem } from './meetings.service.ts';
import { subscribe, takePlace, unsubscribe } from './subscriptions.service.ts';
import { declineHeldPlace } from './waiting-entry.service.ts';
import type { Viewer } from '../../../plugins/viewer.ts';

const secured = { tags: ['séances'], security: [{ bearer: [] }] };
const params = z.object({ id: databaseIdSchema, user_id: databaseIdSchema });
const response = {
  200: subscriptionAnswerSchema,
  202: subscriptionAnswerSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

export function registerSubscriptionRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;
  /** Every action answers with the member's status after it and the session as they now see it. */
  const answerOf = async (
    viewer: Viewer,
    { id, user_id: userId }: z.infer<typeof params>,
    status: SubscriptionStatus | null,
  ) => ({
    data: { status, meeting: await getMeetingItem(db(), viewer, id, userId) },
  });

  routes.put(
    '/meetings/:id/subscribe/:user_id',
    {
      onRequest: requirePremium,
      schema: {
        ...secured,
        summary: 'Inscrire un adhérent à une séance : une place (200) ou la liste d’attente (202) si elle est pleine',
        description:
          'Soi-même ; un adhérent qui s’est inscrit lui-même (ou par le personnel) à l’atelier que le professionnel premium anime ; ou par le personnel. ' +
          'Inscrit par un autre que lui, l’adhérent en est prévenu par e-mail.',
        params,
        response,
      },
    },
    async (request, reply) => {
      const viewer = currentViewer(request);
      const status = await subscribe(db(), viewer, request.params.id, request.params.user_id);
      return reply.code(status === 'waiting' ? 202 : 200).send(await answerOf(viewer, request.params, status));
    },
  );

  routes.put(
    '/meetings/:id/unsubscribe/:user_id',
    {
      // A member whose membership ended may still give back a place.
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Quitter la liste d’attente (202) ou annuler sa place avant le début de la séance (200)',
        params,
        response,
      },
    },
    async (request, reply) => {
      const viewer = currentViewer(request);
      const left = await unsubscribe(db(), viewer, request.params.id, request.params.user_id);
      return reply.code(left === 'waiting' ? 202 : 200).send(await answerOf(viewer, request.params, null));
    },
  );

  routes.put(
    '/meetings/:id/take-place/:user_id',
    {
      onRequest: requirePremium,
      schema: {
        ...secured,
        summary: 'Prendre une place libérée depuis la liste d’attente',
        description:
          'En une transaction : quitte les autres séances à venir de la même séquence (même parcours, AJA ou non) puis valide la place. ' +
          'Séance pleine : rien ne change, 409 code too_late.',
        params,
        response,
      },
    },
    async (request, reply) => {
      const viewer = currentViewer(request);
      const outcome = await takePlace(db(), viewer, request.params.id, request.params.user_id);
      if (outcome === 'too_late') return reply.code(409).send({ code: 'too_late', message: meetingsMessages.tooLate });
      return reply.code(200).send(await answerOf(viewer, request.params, 'validated'));
    },
  );

  routes.put(
    '/meetings/:id/decline-offer/:user_id',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Refuser la place réservée depuis la liste d’attente',
        description:
          'La place réservée est proposée à la personne suivante ; l’adhérent garde sa position sur la liste d’attente ' +
          'mais cette séance ne lui réserve plus de place. Aucune place réservée : 409.',
        params,
        response,
      },
    },
    async (request, reply) => {
      const viewer = currentViewer(request);
      await declineHeldPlace(db(), viewer, request.params.id, request.params.user_id);
      return reply.code(200).send(await answerOf(viewer, request.params, 'waiting'));
    },
  );
}
