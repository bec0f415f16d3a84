import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailConfirmationMessages as messages } from '@plateforme/shared/messages/accounts-confirmation';
import type { AppContext } from '../../app-context.ts';
import { errorSchema } from '../../lib/route-schemas.ts';
import { currentViewer, requireAuth } from '../../plugins/auth.ts';
import { confirmEmail, defineEmailConfirmationJobs, resendEmailConfirmation } from './email-confirmation.service.ts';

const messageSchema = z.object({ message: z.string() });

/** The link that confirms a member's address, and « Renvoyer le lien » (issue #38); the welcome e-mail's job. */
export function registerEmailConfirmation(app: FastifyInstance, context: AppContext): void {
  defineEmailConfirmationJobs(context);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;

  routes.post(
    '/users/email-confirmation/confirm',
    {
      schema: {
        tags: ['comptes'],
        summary: 'Confirmer son adresse e-mail avec le lien reçu (e-mail de bienvenue ou lien renvoyé)',
        description:
          'Lien valable 48 h, une seule fois, et seulement pour l’adresse à laquelle il a été envoyé. 422 sur `token` ' +
          'avec la raison (expiré, déjà servi, inconnu, adresse changée depuis). Au plus 30 essais par 15 minutes et par IP.',
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: messageSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      await confirmEmail(db, { token: request.body.token, ip: request.ip });
      return { message: messages.confirmed };
    },
  );

  routes.post(
    '/users/email-confirmation/resend',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['comptes'],
        summary: 'Renvoyer le lien de confirmation de l’adresse e-mail de la personne connectée',
        description:
          'Le nouveau lien remplace les précédents. Au plus 5 envois par heure par compte et par IP (429) ; ' +
          '409 si l’adresse est déjà confirmée.',
        security: [{ bearer: [] }],
        response: { 200: messageSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const deps = { db, mailer: context.mailer, config: context.config };
      const email = await resendEmailConfirmation(deps, { userId: currentViewer(request).id, ip: request.ip });
      return { message: messages.resent(email) };
    },
  );
}
