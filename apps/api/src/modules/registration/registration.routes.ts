import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileMessages } from '@plateforme/shared/messages/accounts';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import {
  deleteIncompleteUserInputSchema,
  registerAssistantInputSchema,
  registerInputSchema,
  registerYoungInputSchema,
  updateRegistrationProcessInputSchema,
} from '@plateforme/shared/registration/registration.schemas';
import type { AppContext } from '../../app-context.ts';
import { currentUserId, requireAuth } from '../../plugins/auth.ts';
import { profileSchema } from '@plateforme/shared/accounts/profile';
import { getProfile } from '../accounts/profile.service.ts';
import { createInvitation, inviteCarer } from '../accounts/invitation.service.ts';
import { deleteIncompleteUser } from './use-cases/delete-incomplete-user.ts';
import { registerAssistant } from './use-cases/register-assistant.ts';
import { registerUser } from './use-cases/register-user.ts';
import { registerYoung } from './use-cases/register-young.ts';
import { updateRegistrationProcess } from './use-cases/update-registration-process.ts';
import { errorSchema, idParamsSchema } from '../../lib/route-schemas.ts';

const tags = ['inscription'];
const secured = { tags, security: [{ bearer: [] }] };
const youngSchema = z.object({
  id: z.number().int(),
  lastname: z.string(),
  firstname: z.string(),
  email: z.string(),
  birthdate: z.string().nullable(),
  assistant_id: z.number().int().nullable(),
  is_aja: z.boolean(),
  aja_role: z.enum(['aja_young', 'aja_assistant']).nullable(),
});
/** What was typed, nothing read from an existing account (ADR 021). */
const assistantSchema = z.object({ firstname: z.string(), lastname: z.string(), email: z.string() });

export function registerRegistrationRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;
  const invite = (userId: number) => createInvitation(db(), context.mailer, context.config, userId);
  const carerDeps = {
    inviteCarer: (userId: number) => inviteCarer(db(), context.mailer, context.config, userId),
    mailer: context.mailer,
    config: context.config,
  };

  routes.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Créer son compte (étape 2 de l’inscription)',
        description:
          'Champs du formulaire, charge utile ALTCHA résolue (`captcha`, défi sur GET /api/captcha/challenge) et ' +
          '`registration_process` de l’étape 1 (objet ou chaîne JSON ; orientation complète : `aja_role` avec aja, ' +
          '`partner.id` avec healthinsurance et employer). Âges comptés à Paris : 18 ans au moins pour soi-même, ' +
          '18 à 30 ans pour un jeune AJA, aidant majeur (422 sur `birthdate`). E-mail déjà utilisé : 422 sur `email`. ' +
          'Créer le compte vaut acceptation des conditions d’utilisation et de la politique de confidentialité. ' +
          'Au plus 20 inscriptions par heure et par adresse IP. Ensuite, le web se connecte par POST /oauth/token.',
        body: registerInputSchema,
        response: { 201: z.object({ data: profileSchema }), 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const userId = await registerUser(db(), request.body, request.ip);
      return reply.status(201).send({ data: await getProfile(db(), userId) });
    },
  );

  routes.post(
    '/register-young',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Un aidant AJA inscrit le jeune qu’il représente (étape 3)',
        description:
          'Réservé au parent ou à l’aidant du parcours AJA connecté (`assistant_id` = soi-même), à l’étape 3. Le jeune ' +
          'doit avoir de 15 à 17 ans (18 ans ou plus : dialogue « majeur », 422 sur `birthdate`). Son compte est lié à ' +
          'l’aidant et reçoit par e-mail un lien pour choisir son mot de passe. Étape déjà faite ou pas encore ' +
          'atteinte : 409. E-mail déjà utilisé : 422 sur `email` ; au plus 5 essais par aidant et par jour, 20 par ' +
          'heure et par adresse IP (429).',
        body: registerYoungInputSchema,
        response: {
          201: z.object({ data: youngSchema }),
          403: errorSchema,
          409: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const young = await registerYoung(db(), invite, currentUserId(request), request.body, request.ip);
      return reply.status(201).send({ data: young });
    },
  );

  routes.post(
    '/register-assistant',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Un jeune AJA inscrit son parent ou aidant (étape 3)',
        description:
          'Réservé au jeune AJA connecté (`young_id` = soi-même), à l’étape 3. Adresse inconnue : un compte aidant ' +
          'est créé, lié et invité par e-mail à choisir son mot de passe. Compte aidant existant : il reçoit un lien à ' +
          'accepter, le lien n’est fait qu’à l’acceptation. Adresse d’un autre compte : son titulaire est prévenu. Même ' +
          'réponse dans les trois cas (ce qui a été saisi), l’étape est faite. Au plus 5 demandes par jour (429). ' +
          'Étape déjà faite ou pas encore atteinte : 409.',
        body: registerAssistantInputSchema,
        response: {
          201: z.object({ data: assistantSchema, message: z.string() }),
          403: errorSchema,
          409: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const assistant = await registerAssistant(db(), carerDeps, currentUserId(request), request.body);
      return reply.status(201).send({ data: assistant, message: profileMessages.assistantAdded });
    },
  );

  routes.put(
    '/users/:id/update-registration-process',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Enregistrer la progression de l’inscription (soi-même)',
        description:
          '`registration_process` en chaîne JSON (ou objet). L’orientation peut changer ou être remise à zéro ' +
          '(`reason` vide) tant que l’inscription n’est pas terminée, sauf pour un professionnel (toujours « other », ' +
          '422) ou un compte déjà lié à un jeune ou à un aidant AJA (409). Les indicateurs de code adhérent ne ' +
          's’obtiennent que par POST /api/partners/check-adh-code. Un indicateur d’une étape pas encore atteinte, ou ' +
          'd’un questionnaire pas rempli, est refusé (409). La fin du parcours marque le compte comme complet.',
        params: idParamsSchema,
        body: updateRegistrationProcessInputSchema,
        response: { 200: z.object({ data: profileSchema }), 403: errorSchema, 409: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      await updateRegistrationProcess(
        db(),
        currentUserId(request),
        request.params.id,
        request.body.registration_process,
      );
      return { data: await getProfile(db(), request.params.id) };
    },
  );

  routes.post(
    '/users/delete-incomplete-user',
    {
      onRequest: requireAuth,
      schema: {
        ...secured,
        summary: 'Supprimer son compte en cours d’inscription',
        description:
          'Le compte de la personne connectée, tant que son inscription n’est pas terminée (sinon 403 « Action non ' +
          'autorisée »). Un compte qui porte des paiements ou une adhésion reste (422 « Impossible de supprimer ce ' +
          'compte »). Les comptes créés à l’étape 3 (jeune ou aidant invités jamais ouverts) sont supprimés avec lui.',
        body: deleteIncompleteUserInputSchema.optional(),
        response: { 200: z.object({ message: z.string() }), 403: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      await deleteIncompleteUser(db(), currentUserId(request), request.body?.user_id ?? null);
      return { message: registrationMessages.accountDeleted };
    },
  );
}
