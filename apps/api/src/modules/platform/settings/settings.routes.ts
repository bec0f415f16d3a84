import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@plateforme/shared/errors/app-error';
import { errorMessages } from '@plateforme/shared/messages/common';
import type { AppContext } from '../../../app-context.ts';
import { findPublicSetting } from './settings.repository.ts';

export function registerSettingsRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/settings/:key',
    {
      schema: {
        tags: ['adhésion'],
        summary:
          'Un réglage public (subscription_amount, pro_subscription_amount, payment_contact_mail, oncogitiel_url)',
        description:
          'Les montants sont en centimes. Les réglages internes (identité pour les reçus fiscaux…) ne sont pas servis.',
        params: z.object({ key: z.string().regex(/^[a-z_]{1,64}$/) }),
        response: { 200: z.object({ data: z.object({ key: z.string(), value: z.string() }) }) },
      },
    },
    async (request) => {
      const setting = await findPublicSetting(context.database.db, request.params.key);
      if (!setting) throw new AppError('not_found', errorMessages.notFound);
      return { data: { key: setting.key, value: setting.value } };
    },
  );
}
