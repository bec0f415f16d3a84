import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserDetailSchema,
  adminUserExportQuerySchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserUpdateSchema,
} from '@plateforme/shared/accounts/admin.schemas';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { errorSchema, idParamsSchema } from '../../../lib/route-schemas.ts';
import { sendDownload } from '../../../lib/xlsx.ts';
import { currentViewer } from '../../../plugins/auth.ts';
import { exportUsers, getUser, listUsers, setArchived, updateUser } from './users-admin.service.ts';

export function registerUsersAdminRoutes(app: FastifyInstance, { database }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  routes.get(
    '/admin/users',
    adminRoute({
      summary: 'Les comptes de la plateforme (personnel)',
      description:
        '`q` cherche dans le prénom, le nom et l’e-mail. Filtres : `role` (user, pro, admin), `premium` (adhésion en cours ' +
        'aujourd’hui, yes/no), `aja` (yes/no), `archived` (yes/no ; absent : tous). Tri : lastname (défaut), created_at, email.',
      querystring: adminUserListQuerySchema,
      response: { 200: adminUserListSchema, 422: errorSchema },
    }),
    async (request) => listUsers(db, request.query),
  );

  routes.get(
    '/admin/users/export',
    adminRoute({
      summary: 'Exporter les comptes (xlsx)',
      description:
        'Les mêmes filtres et le même tri que la liste, sans pagination : toutes les lignes dans un fichier xlsx.',
      querystring: adminUserExportQuerySchema,
      response: { 200: z.any(), 422: errorSchema },
    }),
    async (request, reply) => sendDownload(reply, adminUsersMessages.fileName, await exportUsers(db, request.query)),
  );

  routes.get(
    '/admin/users/:id',
    adminRoute({
      summary: 'Un compte : coordonnées, adhésions, statuts professionnels et activité',
      description:
        'Nombre de paiements réglés des 12 derniers mois et nombre d’ateliers animés (propriétaire ou second professionnel).',
      params: idParamsSchema,
      response: { 200: adminUserDetailSchema, 404: errorSchema, 422: errorSchema },
    }),
    async (request) => getUser(db, request.params.id),
  );

  routes.put(
    '/admin/users/:id',
    adminRoute({
      summary: 'Modifier un compte (noms, e-mail, téléphone, rôle)',
      description:
        'L’e-mail reste unique (422 sur le champ email). Un membre du personnel ne peut pas se retirer son propre rôle. Journalisé.',
      params: idParamsSchema,
      body: adminUserUpdateSchema,
      response: { 200: adminUserDetailSchema, 404: errorSchema, 422: errorSchema },
    }),
    async (request) => updateUser(db, currentViewer(request), request.params.id, request.body),
  );

  for (const archived of [true, false]) {
    routes.post(
      `/admin/users/:id/${archived ? 'archive' : 'unarchive'}`,
      adminRoute({
        summary: archived ? 'Archiver un compte' : 'Réactiver un compte archivé',
        description: archived
          ? 'La personne ne peut plus se connecter et ses sessions ouvertes sont révoquées ; ses données sont gardées. Journalisé.'
          : 'La personne peut de nouveau se connecter avec son mot de passe. Journalisé.',
        params: idParamsSchema,
        response: { 200: adminUserDetailSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema },
      }),
      async (request) => setArchived(db, currentViewer(request), request.params.id, archived),
    );
  }
}
