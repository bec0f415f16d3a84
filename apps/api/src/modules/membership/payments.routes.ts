import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentFormSchema, paymentRequestInputSchema } from '@plateforme/shared/membership/payment.schemas';
import { paymentStateSchema } from '@plateforme/shared/membership/payment.schemas';
import type { AppContext } from '../../app-context.ts';
import { currentUserId, currentViewer, requireAuth } from '../../plugins/auth.ts';
import { AppError } from '@plateforme/shared/errors/app-error';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import type { CardPaymentMode, PaymentProvider } from './payment-provider.ts';
import { createPaymentForm } from './use-cases/create-payment-form.ts';
import { getPaymentState } from './use-cases/get-payment-state.ts';
import { processIpn } from './use-cases/process-ipn.ts';
import { errorSchema } from '../../lib/route-schemas.ts';

const tags = ['adhésion'];
const ipnRefused = { code: 'bad_request', message: 'Notification de paiement refusée.' };

/**
 * Card payments (E-transactions or its sandbox; ADR 009). Without a provider (production with
 * no merchant, ADR 019) the form answers 503 and no notification is accepted.
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  context: AppContext,
  provider: PaymentProvider | null,
): void {
  const db = () => context.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const mode: CardPaymentMode = provider?.mode ?? 'off';
  if (!provider) app.log.warn('paiement par carte désactivé : aucun commerçant E-transactions configuré en production');

  routes.get(
    '/etransactions/mode',
    {
      schema: {
        tags,
        summary: 'Le paiement par carte est-il ouvert : vrai prestataire, bac à sable de test, ou fermé',
        response: { 200: z.object({ data: z.object({ mode: z.enum(['production', 'sandbox', 'off']) }) }) },
      },
    },
    async () => ({ data: { mode } }),
  );

  routes.post(
    '/etransactions',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Préparer un paiement par carte (adhésion et/ou don) : formulaire signé à poster au prestataire',
        description:
          '`donation` est en euros ; le montant de l’adhésion vient des réglages (subscription_amount, ' +
          'pro_subscription_amount, prix réduit du partenaire si `discounted`). Un partenaire au prix 0 prend ' +
          'l’adhésion en charge : avec `discounted`, l’adhésion est refusée (422) au profit de ' +
          'POST /api/users/free-adhesion. Le web poste un formulaire caché ' +
          '(POST) vers `url` avec les champs `datas` dans l’ordre, puis `PBX_HMAC` = `hmac`. Au retour, la page lit ' +
          '`code` (ajouté aux adresses de succès et d’annulation), sinon `Erreur` (ajouté par le prestataire).',
        body: paymentRequestInputSchema,
        response: { 200: paymentFormSchema, 503: errorSchema },
      },
    },
    async (request) => {
      if (!provider) throw new AppError('unavailable', paymentMessages.cardPaymentOff);
      return createPaymentForm(db(), provider, currentUserId(request), request.body);
    },
  );

  routes.get(
    '/payments/by-ref/:ref',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'État d’un paiement par sa référence (PBX_CMD), pour l’écran de retour',
        description:
          'Le retour du prestataire ne prouve rien : seule la notification signée rend un paiement `paid`. ' +
          'L’écran de retour interroge cette adresse tant que l’état est `pending`. `membership` : la période ' +
          'ouverte par ce paiement ; `refund` : une adhésion payée deux fois, à rembourser. Réservé au payeur ' +
          '(et au personnel) : 403 pour un autre, 404 pour une référence inconnue.',
        params: z.object({ ref: z.string().min(1).max(100) }),
        response: { 200: z.object({ data: paymentStateSchema }), 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({ data: await getPaymentState(db(), currentViewer(request), request.params.ref) }),
  );

  if (!provider) return;

  routes.get(
    '/etransactions/ipn',
    {
      // The provider reads the status only: a malformed call is a 400 like an unsigned one.
      errorHandler: (error, _request, reply) => {
        if (hasZodFastifySchemaValidationErrors(error)) return reply.status(400).send(ipnRefused);
        throw error;
      },
      schema: {
        tags,
        summary: 'Notification de paiement du prestataire (IPN), signée RSA-SHA1',
        description:
          'Seul appel qui enregistre un paiement. 400 sans signature valide ; 200 pour tout appel signé, ' +
          'qu’il change quelque chose (paid, failed, cancelled) ou non (already_processed, ignored).',
        querystring: z.object({
          Mt: z.string().optional(),
          Ref: z.string().optional(),
          Auto: z.string().optional(),
          Erreur: z.string().optional(),
          Sign: z.string().optional(),
        }),
        response: {
          200: z.object({ result: z.enum(['paid', 'failed', 'cancelled', 'already_processed', 'ignored']) }),
          400: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const at = request.url.indexOf('?');
      const rawQuery = at >= 0 ? request.url.slice(at + 1) : '';
      const result = await processIpn({ db: db(), provider, mailer: context.mailer, log: request.log }, rawQuery);
      if (result.outcome === 'rejected') {
        return reply.status(400).send(ipnRefused);
      }
      return reply.status(200).send({ result: result.outcome });
    },
  );
}
