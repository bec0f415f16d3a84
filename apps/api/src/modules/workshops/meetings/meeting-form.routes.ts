import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createMeetingInputSchema,
  planningSequenceAnswerSchema,
  updateMeetingInputSchema,
} from '@plateforme/shared/workshops/meeting-form.schemas';
import { meetingItemSchema } from '@plateforme/shared/workshops/meetings.schemas';
import type { AppContext } from '../../../app-context.ts';
import { databaseIdSchema, errorSchema, idParamsSchema } from '../../../lib/route-schemas.ts';
import { currentViewer, requirePremiumPro } from '../../../plugins/auth.ts';
import { endStaleSession } from '../workshops.routes.ts';
import { cancelMeeting } from './cancel-meeting.service.ts';
import { createMeeting, getMeeting, getPlannedSequence } from './meeting-form.service.ts';
import { updateMeeting } from './update-meeting.service.ts';

const tags = ['séances'];
const secured = { tags, security: [{ bearer: [] }] };
const meetingAnswer = z.object({ data: meetingItemSchema });
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const formRules =
  'Règles du formulaire de séance (P2 §5) : date au plus tôt demain (Europe/Paris), début avant la fin, ' +
  'lien pour une séance en visio, adresse pour une séance en présentiel (refusée pour un atelier en visio), ' +
  'places ≥ 1 et au moins autant que d’inscrits, personne dans les deux listes, participants adhérents ' +
  'à jour et du parcours de l’atelier (AJA ou non). 422 avec le message sous le champ concerné. ' +
  'Chaque personne ajoutée, passée d’une liste à l’autre ou retirée en est prévenue par e-mail (sauf l’auteur de l’enregistrement).';

export function registerMeetingFormRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.post(
    '/meetings',
    {
      onRequest: requirePremiumPro,
      schema: {
        ...secured,
        summary: 'Ajouter une séance à un atelier, avec ses inscrits et sa liste d’attente',
        description: `Le professionnel premium de l’atelier (responsable, second professionnel ou remplaçant en cours) ou le personnel. ${formRules}`,
        body: createMeetingInputSchema,
        response: { 201: meetingAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createMeeting(db(), currentViewer(request), request.body) }),
  );

  routes.put(
    '/meetings/:id',
    {
      onRequest: requirePremiumPro,
      schema: {
        ...secured,
        summary: 'Modifier une séance : les champs envoyés changent, les listes envoyées remplacent les actuelles',
        description:
          `Mêmes droits que l’ajout. Une séance avec des inscrits ou des personnes en attente garde son type, sa date et ses horaires ; ` +
          `une personne passée dans une liste quitte l’autre. La séance est verrouillée pendant la modification (comme à l’inscription). ${formRules}`,
        params: idParamsSchema,
        body: updateMeetingInputSchema,
        response: { 200: meetingAnswer, ...errors },
      },
    },
    async (request) => ({
      data: await updateMeeting(db(), currentViewer(request), request.params.id, request.body),
    }),
  );

  routes.delete(
    '/meetings/:id',
    {
      onRequest: requirePremiumPro,
      schema: {
        ...secured,
        summary: 'Annuler une séance qui n’a pas commencé',
        description:
          'Mêmes droits que la modification. Chaque participant reçoit un e-mail avec un fichier d’agenda qui retire la séance ' +
          '(METHOD:CANCEL), chaque personne en liste d’attente un e-mail ; la séance et ses listes sont supprimées. ' +
          'Séance commencée : 409.',
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }), 409: errorSchema, ...errors },
      },
    },
    async (request) => cancelMeeting(db(), currentViewer(request), request.params.id),
  );

  routes.get(
    '/meetings/:id',
    {
      // Open like GET /api/meetings.
      onRequest: endStaleSession,
      schema: {
        tags,
        summary: 'Une séance',
        description:
          'Visible comme dans GET /api/meetings (règle AJA, ateliers désactivés pour leurs professionnels et le personnel). ' +
          'Inscrits et liste d’attente, avec les noms : seulement pour les professionnels de l’atelier et le personnel.',
        params: idParamsSchema,
        response: { 200: meetingAnswer, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({ data: await getMeeting(db(), request.viewer, request.params.id) }),
  );

  routes.get(
    '/planning/sequence/:workshop_id/:weekNumber/:year',
    {
      onRequest: requirePremiumPro,
      schema: {
        ...secured,
        summary: 'La séquence prévue une semaine ISO dans le parcours de l’atelier (cognitif ou AJA)',
        description: 'Pour préremplir la séquence du formulaire de séance. null si la semaine n’est pas planifiée.',
        params: z.object({
          workshop_id: databaseIdSchema,
          weekNumber: z.coerce.number().int().min(1).max(53),
          year: z.coerce.number().int().min(2000).max(2100),
        }),
        response: { 200: planningSequenceAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { workshop_id: workshopId, weekNumber, year } = request.params;
      return { data: { sequence: await getPlannedSequence(db(), workshopId, weekNumber, year) } };
    },
  );
}
