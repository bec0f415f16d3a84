import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attendanceAnswerSchema, attendanceInputSchema } from '@plateforme/shared/workshops/meetings.schemas';
import { allPresentAnswerSchema } from '@plateforme/shared/workshops/pro-next-meeting.schemas';
import type { AppContext } from '../../../app-context.ts';
import { databaseIdSchema, errorSchema, idParamsSchema } from '../../../lib/route-schemas.ts';
import { XLSX_TYPE, sendDownload } from '../../../lib/xlsx.ts';
import { currentViewer, requireAuth } from '../../../plugins/auth.ts';
import { setAllPresent, setAttendance } from './attendance.service.ts';
import { exportParticipants } from './export.service.ts';

const secured = { tags: ['séances'], security: [{ bearer: [] }] };
const whoMay =
  'Le professionnel premium qui anime l’atelier (propriétaire, second professionnel, ou remplaçant pendant son remplacement), ou le personnel.';

export function registerAttendanceRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.put(
    '/meetings/:id/attendance/:user_id',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Saisir la présence d’un participant validé : 1 présent, 0 absent, null non renseigné',
        description: `${whoMay} Seulement une fois la séance commencée (409 avant). Personne sans place validée : 404.`,
        params: z.object({ id: databaseIdSchema, user_id: databaseIdSchema }),
        body: attendanceInputSchema,
        response: {
          200: attendanceAnswerSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      const { id, user_id: userId } = request.params;
      return { data: await setAttendance(db(), currentViewer(request), id, userId, request.body.attendance) };
    },
  );

  routes.put(
    '/meetings/:id/attendance',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Tous présents : marquer présents tous les participants validés de la séance',
        description:
          `${whoMay} Seulement une fois la séance commencée (409 avant). Corps { "all_present": true } ; ` +
          'les absents se saisissent ensuite un par un. Répond le nombre de places marquées.',
        params: idParamsSchema,
        body: z.strictObject({ all_present: z.literal(true) }),
        response: {
          200: allPresentAnswerSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => ({ data: { updated: await setAllPresent(db(), currentViewer(request), request.params.id) } }),
  );

  routes.get(
    '/meetings/:id/export-subscribers',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Exporter les participants d’une séance en tableur (xlsx)',
        description:
          `${whoMay} À tout moment. Une feuille « Participants » : une ligne de titre (atelier, date et horaire à Paris, type, adresse ou lien), ` +
          'puis Nom, Prénom, E-mail, Téléphone, Statut (« Inscrit(e) » ou « En attente (rang) »), Présence ; les inscrits d’abord, puis la liste d’attente.',
        produces: [XLSX_TYPE],
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { fileName, content } = await exportParticipants(db(), currentViewer(request), request.params.id);
      return sendDownload(reply, fileName, content);
    },
  );
}
