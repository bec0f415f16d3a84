import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { currentUserId, requireAuth } from '../../plugins/auth.ts';
import { printDonationReceipt } from './use-cases/print-donation-receipt.ts';
import { idParamsSchema } from '../../lib/route-schemas.ts';

export function registerReceiptRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/payments/:id/print/donation',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['adhésion'],
        security: [{ bearer: [] }],
        summary: 'Reçu fiscal (Cerfa n° 11580*05) d’un don payé, en PDF',
        description: 'Pour le donateur et le personnel. Le même paiement donne toujours le même fichier.',
        produces: ['application/pdf'],
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await printDonationReceipt(
        context.database.db,
        currentUserId(request),
        request.params.id,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
