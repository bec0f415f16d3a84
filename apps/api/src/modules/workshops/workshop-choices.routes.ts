import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationMessages } from '@plateforme/shared/messages/common';
import { professionalsNamesAnswerSchema, sequencesAnswerSchema } from '@plateforme/shared/workshops/meetings.schemas';
import type { AppContext } from '../../app-context.ts';
import { errorSchema } from '../../lib/route-schemas.ts';
import { toListViewer } from './list-viewer.ts';
import { listProfessionalsNames, listSequences } from './workshop-choices.service.ts';
import { endStaleSession } from './workshops.routes.ts';

/** The spec's 0 and 1, or true and false. */
const programmeQuery = z.object({
  is_aja: z
    .enum(['0', '1', 'true', 'false'], { error: validationMessages.invalidFormat })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
});

/** The choices of the workshops filter (P2 §7): sequences and professionals' first names. */
export function registerWorkshopChoiceRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/workshops/sequences',
    {
      onRequest: endStaleSession,
      schema: {
        tags: ['ateliers'],
        summary: 'Les séquences des séances à venir',
        description:
          'Ouvert à tous. Les numéros de séquence, distincts et croissants, des séances à venir des ateliers actifs du ' +
          'parcours demandé (`is_aja` 0 ou 1 ; les deux sans lui). Un adhérent ne lit que son parcours : 403 pour l’autre.',
        querystring: programmeQuery,
        response: { 200: sequencesAnswerSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => listSequences(db(), toListViewer(request.viewer), request.query.is_aja),
  );

  routes.get(
    '/professionals-names',
    {
      onRequest: endStaleSession,
      schema: {
        tags: ['ateliers'],
        summary: 'Les prénoms des professionnels qui animent un atelier actif',
        description:
          'Ouvert à tous. Les professionnels propriétaires ou co-animateurs d’un atelier actif, triés par prénom : `id` ' +
          '(pour le filtre `user_id` de la liste) et `firstname`, jamais le nom. `is_aja` 0 ou 1 restreint à un parcours ; ' +
          'un adhérent ne voit que le sien (403 pour l’autre).',
        querystring: programmeQuery,
        response: { 200: professionalsNamesAnswerSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => listProfessionalsNames(db(), toListViewer(request.viewer), request.query.is_aja),
  );
}
