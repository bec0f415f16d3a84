import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@plateforme/shared/errors/app-error';
import { sessionMessages } from '@plateforme/shared/messages/common';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { loginWithPassword, logout, refreshTokens, type TokenSettings } from './tokens.service.ts';

const client = { client_id: z.string().min(1).max(100), client_secret: z.string().max(500).optional() };

const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string().min(1).max(320),
    password: z.string().min(1).max(1000),
    scope: z.string().max(200).optional(),
    captcha: z
      .string()
      .max(20_000)
      .optional()
      .describe('Charge utile du composant ALTCHA résolu, exigée seulement après une réponse `captcha_required`'),
    ...client,
  }),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(1).max(500), ...client }),
]);

const tokenResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  expires_in: z.number().int(),
  refresh_token: z.string(),
});

const oauthErrorSchema = z.object({ error: z.string(), message: z.string() });

/** OAuth answers errors as {error, message} (RFC 6749 §5.2), not the API's {code, message}. */
function oauthErrorHandler(error: FastifyError | AppError, _request: unknown, reply: import('fastify').FastifyReply) {
  if (error instanceof AppError) {
    const code = error.code === 'unauthenticated' ? 'invalid_client' : error.code;
    return reply.status(error.status).send({ error: code, message: error.message });
  }
  if (hasZodFastifySchemaValidationErrors(error) || (error.statusCode ?? 500) < 500) {
    return reply.status(400).send({ error: 'invalid_request', message: 'Requête d’authentification invalide.' });
  }
  throw error;
}

/** POST /oauth/token: OAuth's own address, outside /api (P1 §7). */
export function registerTokenRoute(app: FastifyInstance, context: AppContext): void {
  const settings: TokenSettings = {
    accessTtlSeconds: context.config.ACCESS_TOKEN_TTL,
    refreshTtlSeconds: context.config.REFRESH_TOKEN_TTL,
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/oauth/token',
    {
      errorHandler: oauthErrorHandler,
      schema: {
        tags: ['comptes'],
        summary: 'Connexion (grant_type=password) et renouvellement des jetons (grant_type=refresh_token)',
        description:
          'Corps JSON ou application/x-www-form-urlencoded. Le client public de l’application web est `web` ' +
          '(sans secret). Un jeton de renouvellement présenté de nouveau dans les 10 secondes (deux onglets, ' +
          'un nouvel essai) reçoit la même nouvelle paire ; présenté plus tard, ou une fois cette paire utilisée, ' +
          'il ferme toute la session. Après 10 mots de passe faux en 15 minutes pour une adresse, ou depuis une IP, ' +
          'la connexion à cette adresse, ou depuis cette IP, répond 429 `captcha_required` et n’est acceptée ' +
          'qu’avec le champ `captcha` (ALTCHA, GET /api/captcha/challenge) ; le couple adresse-IP reste limité ' +
          'à 5 échecs (429 `rate_limited`). Une tentative refusée ne compte pas.',
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, 400: oauthErrorSchema, 401: oauthErrorSchema, 429: oauthErrorSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const clientFields = { clientId: body.client_id, clientSecret: body.client_secret };
      if (body.grant_type === 'password') {
        return loginWithPassword(context.database.db, settings, {
          username: body.username,
          password: body.password,
          captcha: body.captcha,
          ip: request.ip,
          ...clientFields,
        });
      }
      return refreshTokens(context.database.db, settings, { refreshToken: body.refresh_token, ...clientFields });
    },
  );
}

/** POST /api/logout, under the accounts module's prefix. */
export function registerLogoutRoute(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/logout',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['comptes'],
        summary: 'Déconnexion : révoque le jeton d’accès et son jeton de renouvellement',
        security: [{ bearer: [] }],
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      if (request.auth) await logout(context.database.db, request.auth.familyId);
      return { message: sessionMessages.logoutSuccess };
    },
  );
}
