import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authMessages } from '@plateforme/shared/messages/accounts';
import type { AppContext } from '../../app-context.ts';
import { completeRegistration, getInvitationState } from './invitation.service.ts';
import {
  completeRegistrationInputSchema,
  invitationQuerySchema,
  invitationStateSchema,
  passwordEmailInputSchema,
  passwordResetInputSchema,
} from '@plateforme/shared/accounts/profile.schemas';
import { messageSchema } from './password.schemas.ts';
import { limitPasswordResetRequests, resetPassword, sendPasswordResetLink } from './password.service.ts';
import { errorSchema } from '../../lib/route-schemas.ts';

type ResetBody = z.infer<typeof passwordResetInputSchema>;

const resetSchema = {
  tags: ['comptes'],
  summary: 'Nouveau mot de passe à partir du lien reçu (ferme toutes les sessions)',
  body: passwordResetInputSchema,
  response: { 200: messageSchema, 422: errorSchema, 429: errorSchema },
};

function resetHandler(context: AppContext) {
  return async (request: { body: ResetBody; ip: string }) => {
    const { email, token, password } = request.body;
    await resetPassword(context.database.db, { email, token, password, ip: request.ip });
    return { message: authMessages.passwordChanged };
  };
}

/** P1 §7 also lists POST /password/reset without the /api prefix: the same handler answers it. */
export function registerPasswordResetAlias(app: FastifyInstance, context: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/password/reset',
      { schema: { ...resetSchema, summary: 'Nouveau mot de passe (alias sans /api de POST /api/password/reset)' } },
      resetHandler(context),
    );
}

export function registerPasswordRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context.database;
  // Reset links being prepared after their answer; a graceful stop lets them finish.
  const pendingLinks = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all([...pendingLinks]);
  });

  routes.post(
    '/password/email',
    {
      schema: {
        tags: ['comptes'],
        summary: 'Demande de réinitialisation du mot de passe (envoie un lien par e-mail)',
        description:
          'Même réponse, dans le même temps, que le compte existe ou non : le lien est préparé et envoyé ' +
          'après la réponse. Lien valable 60 minutes. ' +
          'Au plus 5 demandes par heure par adresse et par IP.',
        body: passwordEmailInputSchema,
        response: { 200: messageSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { email } = request.body;
      await limitPasswordResetRequests(db, { email, ip: request.ip });
      const deps = { db, mailer: context.mailer, config: context.config };
      const pending = sendPasswordResetLink(deps, email)
        .catch((error: unknown) => request.log.error({ err: error }, 'lien de réinitialisation non envoyé'))
        .finally(() => pendingLinks.delete(pending));
      pendingLinks.add(pending);
      return { message: authMessages.resetRequested };
    },
  );

  routes.post('/password/reset', { schema: resetSchema }, resetHandler(context));

  routes.get(
    '/registration/invitation',
    {
      schema: {
        tags: ['comptes'],
        summary: 'État d’un lien d’invitation, lu à l’arrivée sur la page de finalisation',
        description:
          '`valid` avec l’adresse e-mail du compte invité (pour préremplir le formulaire), `used` si le lien a déjà ' +
          'servi (la personne se connecte), `invalid` sinon (expiré, remplacé, inconnu). Au plus 30 lectures par ' +
          '15 minutes et par IP.',
        querystring: invitationQuerySchema,
        response: { 200: z.object({ data: invitationStateSchema }), 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => ({ data: await getInvitationState(db, { token: request.query.token, ip: request.ip }) }),
  );

  routes.post(
    '/registration/complete',
    {
      schema: {
        tags: ['comptes'],
        summary: 'Finalisation du compte d’une personne invitée (mot de passe, conditions, captcha)',
        description:
          'Le lien d’invitation est valable 7 jours et une seule fois. Le champ `captcha` porte la charge utile ' +
          'du composant ALTCHA résolu sur GET /api/captcha/challenge.',
        body: completeRegistrationInputSchema,
        response: { 200: messageSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { email, token, password, captcha } = request.body;
      await completeRegistration(db, { email, token, password, captcha, ip: request.ip });
      return { message: authMessages.registrationCompleted };
    },
  );
}
