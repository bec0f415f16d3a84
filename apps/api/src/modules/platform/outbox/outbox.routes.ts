import { adminListSchema } from '@plateforme/shared/platform/admin-list.schemas';
import { outboxItemSchema, outboxMailSchema, outboxQuerySchema } from '@plateforme/shared/platform/admin.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { errorSchema, idParamsSchema } from '../../../lib/route-schemas.ts';
import { currentViewer } from '../../../plugins/auth.ts';
import { getOutboxMail, listOutbox, resendMail } from './outbox.service.ts';

/** The outbox seen by the staff, under /api/admin (ADR 041). */
export function registerOutboxRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/admin/outbox',
    adminRoute({
      summary: 'E-mails de la plateforme : envoyés, en attente, en échec',
      description:
        'Filtres : `status` (sent : envoyé ; pending : en attente, y compris un échec qui sera réessayé ; ' +
        'failed : non envoyé après tous ses essais), `q` (dans le destinataire ou l’objet). Tri par défaut : `created_at` décroissant.',
      querystring: outboxQuerySchema,
      response: { 200: adminListSchema(outboxItemSchema), 422: errorSchema },
    }),
    async (request) => listOutbox(db(), request.query),
  );

  routes.get(
    '/admin/outbox/:id',
    adminRoute({
      summary: 'Lire un e-mail envoyé',
      description:
        'Le texte de l’e-mail tel qu’il est parti et les noms de ses pièces jointes. Les liens personnels (mot de passe, invitation, confirmation) sont masqués.',
      params: idParamsSchema,
      response: { 200: z.object({ data: outboxMailSchema }), 404: errorSchema, 422: errorSchema },
    }),
    async (request) => ({ data: await getOutboxMail(db(), request.params.id) }),
  );

  routes.post(
    '/admin/outbox/:id/resend',
    adminRoute({
      summary: 'Renvoyer un e-mail',
      description:
        'Remet l’e-mail dans la file d’envoi : il part au prochain passage de l’envoi (dans la minute). Action inscrite au journal.',
      params: idParamsSchema,
      response: { 200: z.object({ data: outboxItemSchema }), 404: errorSchema, 422: errorSchema },
    }),
    async (request) => ({ data: await resendMail(db(), currentViewer(request), request.params.id) }),
  );
}
