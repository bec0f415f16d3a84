import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meetingCycleAnswerSchema, meetingCycleInputSchema } from '@plateforme/shared/workshops/meeting-cycle.schemas';
import type { AppContext } from '../../../app-context.ts';
import { errorSchema, idParamsSchema } from '../../../lib/route-schemas.ts';
import { currentViewer, requirePremiumPro } from '../../../plugins/auth.ts';
import { saveMeetingCycle } from './meeting-cycle.service.ts';

const description =
  'Mêmes droits que l’ajout d’une séance : le professionnel premium de l’atelier ou le personnel. Une séance par semaine, ' +
  'le jour `weekday` (1 = lundi … 7 = dimanche) à partir de `first_day`, pendant `count` semaines ou jusqu’à `until` ' +
  '(l’un ou l’autre, 52 semaines au plus), de `start_time` à `end_time` heure de Paris (le changement d’heure ne les ' +
  'décale pas). `skip_holidays` saute les jours fériés (la semaine compte). Adresse : celle de l’atelier si elle n’est pas ' +
  'donnée. Séquence : celle du planning pour la semaine, sinon `sequence`. Chaque séance suit les règles du formulaire ' +
  'de séance. `preview` : 200 avec les dates et, pour chacune, ce qui la refuserait (`issue`), rien n’est écrit. Sinon ' +
  'toutes les séances sont créées dans une seule transaction (201), ou aucune : 409 si une date chevauche une séance ' +
  'de l’atelier, 422 si une date est invalide ; le message nomme la date.';

/** The cycle of sessions (issue #37): POST /api/workshops/{id}/meetings/cycle. */
export function registerMeetingCycleRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/workshops/:id/meetings/cycle',
    {
      onRequest: requirePremiumPro,
      schema: {
        tags: ['séances'],
        security: [{ bearer: [] }],
        summary: 'Créer une série de séances hebdomadaires (ou en voir les dates)',
        description,
        params: idParamsSchema,
        body: meetingCycleInputSchema,
        response: {
          200: meetingCycleAnswerSchema,
          201: meetingCycleAnswerSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await saveMeetingCycle(
        context.database.db,
        currentViewer(request),
        request.params.id,
        request.body,
      );
      return reply.code(answer.data.saved ? 201 : 200).send(answer);
    },
  );
}
