import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  sessionMailPreferencesAnswerSchema,
  sessionMailPreferencesInputSchema,
} from '@plateforme/shared/workshops/calendar.schemas';
import type { AppContext } from '../../../app-context.ts';
import { publicUrl } from '../../../config.ts';
import { errorSchema, idParamsSchema, securedUnder } from '../../../lib/route-schemas.ts';
import { currentUserId, currentViewer, requireAuth } from '../../../plugins/auth.ts';
import {
  getCalendarFeedStatus,
  getPersonalCalendar,
  getSessionCalendar,
  renewCalendarFeed,
  revokeCalendarFeed,
} from './calendar.service.ts';
import { getSessionMailPreferences, updateSessionMailPreferences } from './session-mail-preferences.service.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const secured = securedUnder('agenda');
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** A calendar file, never kept by a cache on the way: a download, or an address polled for changes. */
function sendCalendar(reply: FastifyReply, content: string, disposition: string) {
  return reply
    .header('content-type', CALENDAR_TYPE)
    .header('content-disposition', disposition)
    .header('cache-control', 'private, no-cache')
    .send(content);
}

/**
 * A member's sessions in her own calendar (ADR 074) and what she receives about them
 * (ADR 072): the « Ajouter à mon agenda » file, the personal calendar address, the e-mail
 * preferences of her profile.
 */
export function registerCalendarRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;
  const base = () => publicUrl(context.config);

  routes.get(
    '/meetings/:id/calendar.ics',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'La séance en fichier d’agenda (iCalendar) : « Ajouter à mon agenda »',
        description:
          'Une personne qui a une place validée dans la séance, les professionnels qui animent son atelier, ou le personnel ' +
          '(403 sinon, 404 pour une séance inconnue). Un événement, METHOD:PUBLISH, même UID et SEQUENCE que les e-mails.',
        produces: ['text/calendar'],
        params: idParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await getSessionCalendar(db(), currentViewer(request), request.params.id, base());
      return sendCalendar(reply, file.content, `attachment; filename="${file.fileName}"`);
    },
  );

  routes.get(
    '/calendar/:token.ics',
    {
      schema: {
        tags: ['agenda'],
        summary: 'L’agenda personnel d’un membre (abonnement par adresse)',
        description:
          'Sans connexion : le jeton de l’adresse suffit (seule son empreinte SHA-256 est gardée). Les places validées du ' +
          'membre dans les séances à venir et celles des 30 derniers jours, lues à chaque appel. ' +
          'Jeton inconnu, renouvelé ou supprimé : 404.',
        produces: ['text/calendar'],
        params: z.object({ token: z.string().max(200) }),
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => {
      const content = await getPersonalCalendar(db(), request.params.token, base());
      return sendCalendar(reply, content, 'inline; filename="mes-seances.ics"');
    },
  );

  routes.get(
    '/user/calendar-feed',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Mon adresse d’agenda : existe-t-elle, depuis quand',
        description:
          'La personne connectée. L’adresse elle-même n’est jamais relue : elle n’est donnée qu’à sa création.',
        response: { 200: calendarFeedStatusSchema, 401: errorSchema },
      },
    },
    async (request) => ({ data: await getCalendarFeedStatus(db(), currentUserId(request)) }),
  );

  routes.post(
    '/user/calendar-feed',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Créer ou renouveler mon adresse d’agenda',
        description:
          'La personne connectée. Répond l’adresse complète, cette fois seulement ; l’ancienne adresse cesse de répondre.',
        response: { 200: calendarFeedCreatedSchema, 401: errorSchema },
      },
    },
    async (request) => ({ data: await renewCalendarFeed(db(), currentUserId(request), base()) }),
  );

  routes.delete(
    '/user/calendar-feed',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Supprimer mon adresse d’agenda',
        description: 'La personne connectée. L’adresse cesse de répondre (404). Sans adresse, rien ne change.',
        response: { 200: calendarFeedStatusSchema, 401: errorSchema },
      },
    },
    async (request) => ({ data: await revokeCalendarFeed(db(), currentUserId(request)) }),
  );

  routes.get(
    '/user/session-mail-preferences',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Mes e-mails de séances : rappels, places libérées, listes de participants',
        description:
          'La personne connectée. Sans choix enregistré, tout est activé. `reminder_hours` : les délais des rappels ' +
          'fixés par l’association (réglage reminder_hours, 48 h et 2 h par défaut).',
        response: { 200: sessionMailPreferencesAnswerSchema, 401: errorSchema },
      },
    },
    async (request) => ({ data: await getSessionMailPreferences(db(), currentUserId(request)) }),
  );

  routes.put(
    '/user/session-mail-preferences',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Enregistrer mes e-mails de séances',
        description:
          'La personne connectée, tous les champs à la fois. `participant_lists` ne sert qu’aux professionnels. ' +
          'Les confirmations et les changements de séance sont toujours envoyés.',
        body: sessionMailPreferencesInputSchema,
        response: { 200: sessionMailPreferencesAnswerSchema, 401: errorSchema, 422: errorSchema },
      },
    },
    async (request) => ({
      data: await updateSessionMailPreferences(db(), currentUserId(request), request.body),
    }),
  );
}
