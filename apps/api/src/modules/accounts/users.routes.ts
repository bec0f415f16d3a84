import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ajaAssistantInputSchema, profileUpdateInputSchema } from '@plateforme/shared/accounts/profile.schemas';
import { profileMessages } from '@plateforme/shared/messages/accounts';
import type { AppContext } from '../../app-context.ts';
import { currentViewer, requireAuth } from '../../plugins/auth.ts';
import { profileSchema } from '@plateforme/shared/accounts/profile';
import { sessionCountsSchema } from '@plateforme/shared/workshops/members.schemas';
import { inviteCarer } from './invitation.service.ts';
import {
  acceptCarerLink,
  addAjaAssistant,
  getUser,
  removeAjaAssistant,
  updateUser,
  userRelations,
} from './users.service.ts';
import { errorSchema, idParamsSchema } from '../../lib/route-schemas.ts';
import { confirmEmailChange } from './email-change.service.ts';

/** What was typed, nothing read from an existing account (ADR 021). */
const assistantSchema = z.object({ firstname: z.string(), lastname: z.string(), email: z.string() });
const userSchema = profileSchema.extend({
  ...sessionCountsSchema.shape,
  payments: z.array(z.record(z.string(), z.unknown())).optional(),
  subscriptions: z.array(z.record(z.string(), z.unknown())).optional(),
});
const secured = { security: [{ bearer: [] }], tags: ['comptes'] };

export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;
  const mailDeps = () => ({ db: db(), mailer: context.mailer, config: context.config });
  const carerDeps = () => ({
    inviteCarer: (userId: number) => inviteCarer(db(), context.mailer, context.config, userId),
    mailer: context.mailer,
    config: context.config,
  });

  routes.get(
    '/users/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Un adhérent (soi-même, le personnel, ou le professionnel d’un de ses ateliers)',
        params: idParamsSchema,
        querystring: z.object({
          with: z
            .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(z.enum(userRelations)).max(3))
            .optional(),
        }),
        response: { 200: z.object({ data: userSchema }) },
      },
    },
    async (request) => ({
      data: await getUser(db(), currentViewer(request), request.params.id, request.query.with ?? []),
    }),
  );

  routes.put(
    '/users/:id',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Modifier son profil (le mot de passe actuel est demandé pour changer de mot de passe ou d’adresse)',
        description:
          '`old_password` est demandé pour choisir un nouveau mot de passe ou une nouvelle adresse e-mail ; ' +
          'au plus 5 essais manqués par compte et 20 par IP par quart d’heure (429). ' +
          'Un nouveau mot de passe ferme toutes les autres sessions du compte. ' +
          'Une nouvelle adresse n’est pas appliquée tout de suite : un lien valable 24 h est envoyé à la nouvelle ' +
          'adresse (POST /api/users/email-change/confirm), un avis à l’actuelle, qui reste valable jusque-là ; ' +
          '`pending_email` la rappelle. La réponse est la même que l’adresse soit libre ou non.',
        params: idParamsSchema,
        body: profileUpdateInputSchema,
        response: {
          200: z.object({ data: profileSchema, message: z.string(), pending_email: z.string().optional() }),
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const session = { familyId: request.auth?.familyId ?? '', ip: request.ip };
      const { profile, pendingEmail } = await updateUser(
        mailDeps(),
        currentViewer(request),
        session,
        request.params.id,
        request.body,
      );
      return pendingEmail
        ? { data: profile, message: profileMessages.emailChangeSent(pendingEmail), pending_email: pendingEmail }
        : { data: profile, message: profileMessages.saved };
    },
  );

  routes.post(
    '/users/email-change/confirm',
    {
      schema: {
        tags: ['comptes'],
        summary: 'Confirmer une nouvelle adresse e-mail avec le lien reçu à cette adresse',
        description:
          'Lien valable 24 h, une seule fois. 422 sur `token` si le lien est invalide, expiré, ou si l’adresse a été prise entre-temps.',
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: z.object({ message: z.string() }), 422: errorSchema },
      },
    },
    async (request) => {
      await confirmEmailChange(db(), request.body.token);
      return { message: profileMessages.emailChangeConfirmed };
    },
  );

  routes.post(
    '/users/:id/aja-assistant',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Un jeune AJA désigne son aidant',
        description:
          'Adresse inconnue : un compte aidant invité est créé, lié, et invité par e-mail à choisir son mot de passe. ' +
          'Compte aidant existant : il reçoit un lien à accepter (POST /api/users/carer-link/accept) et le lien ' +
          'n’est fait qu’à l’acceptation. Adresse d’un autre compte : son titulaire est prévenu. La réponse est ' +
          'la même dans les trois cas et ne reprend que ce qui a été saisi. Au plus 5 demandes par jeune et par jour (429). ' +
          'Les e-mails n’ont qu’un texte fixe.',
        params: idParamsSchema,
        body: ajaAssistantInputSchema,
        response: { 201: z.object({ data: assistantSchema, message: z.string() }), 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { assistant } = await addAjaAssistant(
        db(),
        carerDeps(),
        currentViewer(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ data: assistant, message: profileMessages.assistantAdded });
    },
  );

  routes.post(
    '/users/carer-link/accept',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'L’aidant connecté accepte de devenir l’aidant du jeune qui l’a désigné (lien reçu par e-mail)',
        description:
          'Lien valable 7 jours, une seule fois, pour le compte à qui il a été envoyé ; 422 sur `token` sinon.',
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: z.object({ message: z.string() }), 422: errorSchema },
      },
    },
    async (request) => {
      await acceptCarerLink(db(), currentViewer(request), request.body.token);
      return { message: profileMessages.carerLinkAccepted };
    },
  );

  routes.delete(
    '/users/:id/aja-assistant',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Retirer l’aidant d’un jeune AJA (le compte de l’aidant est conservé)',
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await removeAjaAssistant(db(), currentViewer(request), request.params.id);
      return { message: profileMessages.assistantRemoved };
    },
  );
}
