import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ajaAdhesionInputSchema, freeAdhesionInputSchema } from '@plateforme/shared/membership/payment.schemas';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import type { AppContext } from '../../app-context.ts';
import { withErrorText } from '../../lib/error-text.ts';
import { errorSchema } from '../../lib/route-schemas.ts';
import { currentUserId, requireAuth } from '../../plugins/auth.ts';
import { notifyFreeAdhesion } from './use-cases/notify-payment.ts';
import { registerAjaAdhesion, registerFreeAdhesion } from './use-cases/register-adhesion.ts';
import { publicUrl } from '../../config.ts';

const secured = { tags: ['adhésion'], security: [{ bearer: [] }] };
const answerSchema = z.object({
  message: z.string(),
  data: z.object({ ref: z.string(), start: z.string(), end: z.string() }).describe('la période d’adhésion créée'),
});

export function registerAdhesionRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;
  const notifier = (log: FastifyBaseLogger) => ({ mailer: context.mailer, publicUrl: publicUrl(context.config), log });

  routes.post(
    '/users/free-adhesion',
    {
      onRequest: requireAuth,
      errorHandler: withErrorText,
      schema: {
        ...secured,
        summary: 'Adhésion gratuite prise en charge par un partenaire (code adhérent vérifié à nouveau)',
        description:
          'Inscription terminée (sinon 409). Le partenaire doit être celui enregistré dans `registration_process` ' +
          '(partenaire de l’orientation), actif, au prix 0 (sinon 422 sur `partner_id`). Code refusé : 422 avec ' +
          '`error` et `errors.adh_secret_code`. Au plus 10 essais par quart d’heure et par personne, 30 par adresse ' +
          'IP, partagés avec POST /api/partners/check-adh-code (429).',
        body: freeAdhesionInputSchema,
        response: { 200: answerSchema, 403: errorSchema, 409: errorSchema, 422: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const period = await registerFreeAdhesion(db(), currentUserId(request), request.ip, request.body);
      await notifyFreeAdhesion(db(), notifier(request.log), currentUserId(request), period, request.body.partner_id);
      return { message: paymentMessages.membershipSaved, data: period };
    },
  );

  routes.post(
    '/users/aja-adhesion',
    {
      onRequest: requireAuth,
      errorHandler: withErrorText,
      schema: {
        ...secured,
        summary: 'Adhésion gratuite du parcours AJA (jeune ou aidant)',
        body: ajaAdhesionInputSchema,
        response: { 200: answerSchema },
      },
    },
    async (request) => {
      const period = await registerAjaAdhesion(db(), currentUserId(request), request.body);
      await notifyFreeAdhesion(db(), notifier(request.log), currentUserId(request), period, null);
      return { message: paymentMessages.membershipSaved, data: period };
    },
  );
}
