import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitationInputSchema, pendingInvitationSchema } from '@plateforme/shared/accounts/admin.schemas';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { errorSchema, idParamsSchema } from '../../../lib/route-schemas.ts';
import { currentViewer } from '../../../plugins/auth.ts';
import { invitePerson, listPendingInvitations, resendInvitation } from './invitations.service.ts';

const sentSchema = z.object({ user_id: z.number().int(), email: z.string() });

export function registerInvitationRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: context.database.db, mailer: context.mailer, config: context.config };

  routes.get(
    '/admin/invitations',
    adminRoute({
      summary: 'Les invitations en attente',
      description:
        'Les invitations pas encore utilisées, expirées comprises (elles peuvent être renvoyées), les plus récentes d’abord.',
      response: { 200: z.object({ data: z.array(pendingInvitationSchema) }) },
    }),
    async () => ({ data: await listPendingInvitations(deps.db) }),
  );

  routes.post(
    '/admin/invitations',
    adminRoute({
      summary: 'Inviter une personne (adhérent ou professionnel)',
      description:
        'Crée le compte (rôle user ou pro, avec un statut professionnel facultatif pour un pro) et envoie par e-mail le lien ' +
        '/complete-registration/{token}, valable 7 jours. L’e-mail ne doit appartenir à aucun compte (422). Journalisé, sans le jeton.',
      body: invitationInputSchema,
      response: { 201: sentSchema, 422: errorSchema },
    }),
    async (request, reply) => reply.code(201).send(await invitePerson(deps, currentViewer(request), request.body)),
  );

  routes.post(
    '/admin/invitations/:id/resend',
    adminRoute({
      summary: 'Renvoyer une invitation',
      description:
        'Un nouveau lien valable 7 jours est envoyé ; le précédent ne fonctionne plus. Journalisé. ' +
        'Refusé (409) pour une personne archivée : rien n’est envoyé.',
      params: idParamsSchema,
      response: { 200: sentSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema },
    }),
    async (request) => resendInvitation(deps, currentViewer(request), request.params.id),
  );
}
