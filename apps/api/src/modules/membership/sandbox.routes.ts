import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@plateforme/shared/errors/app-error';
import type { AppContext } from '../../app-context.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { renderSandboxError, renderSandboxPage } from './sandbox.page.ts';
import { decideSandboxPayment, readSandboxForm } from './use-cases/run-sandbox.ts';

const tags = ['adhésion'];

/**
 * Only registered when no real merchant is configured (then these paths answer 404). The
 * browser lands here: errors are pages, not JSON.
 */
export function registerSandboxRoutes(app: FastifyInstance, context: AppContext, provider: PaymentProvider): void {
  const db = () => context.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const errorPage = (error: FastifyError | AppError, _request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError || hasZodFastifySchemaValidationErrors(error) || (error.statusCode ?? 500) < 500) {
      const status = error instanceof AppError ? error.status : 400;
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .send(renderSandboxError(`${provider.publicUrl}/`));
    }
    throw error;
  };
  const formBody = z.record(z.string(), z.string());

  routes.post(
    '/etransactions/sandbox',
    {
      errorHandler: errorPage,
      schema: {
        tags,
        summary: 'Bac à sable du paiement : reçoit le formulaire caché et affiche la page de paiement de test',
        description: 'Formulaire application/x-www-form-urlencoded (champs PBX_* et PBX_HMAC). Réponse HTML.',
        consumes: ['application/x-www-form-urlencoded'],
        produces: ['text/html'],
        body: formBody,
      },
    },
    async (request, reply) => {
      const { fields, hmac, payment, email } = await readSandboxForm(db(), provider, request.body);
      const page = renderSandboxPage({ totalCents: payment.totalCents, ref: payment.ref, email, fields, hmac });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    },
  );

  routes.post(
    '/etransactions/sandbox/decision',
    {
      errorHandler: errorPage,
      schema: {
        tags,
        summary:
          'Bac à sable du paiement : Payer (ou payer avec une notification retardée de 4 s), Refuser ou Annuler, puis retour (303)',
        description:
          'Signe la notification avec la clé du bac à sable, la traite comme l’IPN du prestataire, puis renvoie ' +
          'le navigateur vers PBX_EFFECTUE, PBX_REFUSE ou PBX_ANNULE avec Mt, Ref, Auto, Erreur et Sign.',
        consumes: ['application/x-www-form-urlencoded'],
        body: formBody.and(z.object({ decision: z.enum(['pay', 'pay_late', 'refuse', 'cancel']) })),
      },
    },
    async (request, reply) => {
      const target = await decideSandboxPayment(
        { db: db(), provider, mailer: context.mailer, log: request.log },
        request.body,
        request.body.decision,
      );
      return reply.redirect(target, 303);
    },
  );
}
