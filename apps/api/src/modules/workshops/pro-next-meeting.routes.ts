import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { proNextMeetingAnswerSchema } from '@plateforme/shared/workshops/pro-next-meeting.schemas';
import type { AppContext } from '../../app-context.ts';
import { errorSchema } from '../../lib/route-schemas.ts';
import { currentViewer, requirePremiumPro } from '../../plugins/auth.ts';
import { findProNextMeeting } from './pro-next-meeting.service.ts';

export function registerProNextMeetingRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/pro/next-meeting',
    {
      onRequest: requirePremiumPro,
      schema: {
        tags: ['séances'],
        security: [{ bearer: [] }],
        summary: 'La séance en cours ou la prochaine des ateliers que le professionnel anime (« Ma prochaine séance »)',
        description:
          'Professionnel premium seulement (403 sinon ; le personnel reçoit null). Ses ateliers : propriétaire, second ' +
          'professionnel, ou remplaçant pendant son remplacement. La séance commencée reste la sienne jusqu’à sa fin ; ' +
          '`started` dit si l’appel peut se faire. Adresse entière (ou null pour une visio), participants validés par ' +
          'nom avec leur présence, nombre de personnes en attente. `data` null sans séance prévue.',
        response: { 200: proNextMeetingAnswerSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      // The staff run no session of their own here: their home has none to show.
      return { data: viewer.role === 'pro' ? await findProNextMeeting(context.database.db, viewer.id) : null };
    },
  );
}
