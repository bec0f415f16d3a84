import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { createCaptchaChallenge } from './captcha.service.ts';

/** ALTCHA v2 challenge as the widget reads it; extra parameters pass through untouched (they are signed). */
const challengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    expiresAt: z.number().int().describe('Fin de validité, en secondes depuis 1970'),
  }),
  signature: z.string(),
});

export function registerCaptchaRoutes(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/captcha/challenge',
    {
      schema: {
        tags: ['captcha'],
        summary: 'Défi anti-robot ALTCHA (preuve de travail), valable 10 minutes',
        description:
          'À donner au composant <altcha-widget challenge="/api/captcha/challenge">. La charge utile du composant ' +
          '(base64) est envoyée par les formulaires dans le champ `captcha` ; elle n’est acceptée qu’une fois.',
        response: { 200: challengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptchaChallenge(context.database.db);
    },
  );
}
