import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationMessages } from '@plateforme/shared/messages/common';
import { parseJsonText } from '@plateforme/shared/validation/json-text';
import {
  PARTNER_SUPPORT_TYPES,
  checkAdhCodeInputSchema,
  partnerSchema,
} from '@plateforme/shared/registration/registration.schemas';
import type { AppContext } from '../../app-context.ts';
import { currentUserId, requireAuth } from '../../plugins/auth.ts';
import { findPartnerLogoFile, getPartner, listPartners } from './partners.service.ts';
import { checkAdhCode } from './use-cases/check-adh-code.ts';
import { withErrorText } from '../../lib/error-text.ts';
import { errorSchema, idParamsSchema } from '../../lib/route-schemas.ts';
import { sendStoredFile } from '../../lib/stored-files.ts';

const tags = ['partenaires'];
const { invalidFormat } = validationMessages;

const supportTypeSchema = z.enum(PARTNER_SUPPORT_TYPES, { error: invalidFormat });
const oneOrMany = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.array(schema).max(10)])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<T>[]);

/** `search` is JSON (P1 §7) or search[key]=value; 1/0 and true/false are both booleans. */
const searchSchema = z.preprocess(
  parseJsonText,
  z.strictObject(
    {
      support_type: oneOrMany(supportTypeSchema).optional(),
      type: oneOrMany(supportTypeSchema).optional(),
      active: z
        .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: invalidFormat })
        .transform((value) => value === true || value === 1 || value === '1' || value === 'true')
        .optional(),
      department: z.string({ error: invalidFormat }).trim().toUpperCase().max(3).optional(),
    },
    { error: invalidFormat },
  ),
);

const withSchema = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z.array(z.enum(['logo'], { error: invalidFormat })).max(5),
);

const listQuery = z.object({
  search: searchSchema.optional(),
  with: withSchema.optional(),
  per_page: z.coerce.number({ error: invalidFormat }).int().min(0).max(1000).default(0),
  page: z.coerce.number({ error: invalidFormat }).int().min(1).max(100_000).default(1),
});

export function registerPartnerRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/partners',
    {
      schema: {
        tags,
        summary: 'Liste des partenaires',
        description:
          '`search` en JSON : `support_type` (ou `type`, une valeur ou une liste parmi ligue, retreat, healthinsurance, ' +
          'employer, patientsreseau, healthcenter), `active` (1/0), `department`. `with[0]=logo` ajoute le logo. ' +
          '`per_page` (0, par défaut : tout sur une page) et `page`. Tri par nom. Exemple : ' +
          '`?search={"support_type":"ligue","active":1}&with[0]=logo`.',
        querystring: listQuery,
        response: {
          200: z.object({
            data: z.array(partnerSchema),
            meta: z.object({
              total: z.number().int(),
              current_page: z.number().int(),
              per_page: z.number().int(),
              last_page: z.number().int(),
            }),
          }),
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { search, per_page: perPage, page } = request.query;
      const supportTypes = [...(search?.support_type ?? []), ...(search?.type ?? [])];
      const result = await listPartners(db(), {
        filter: {
          ...(supportTypes.length ? { supportTypes } : {}),
          ...(search?.active !== undefined ? { active: search.active } : {}),
          ...(search?.department ? { department: search.department } : {}),
        },
        withLogo: request.query.with?.includes('logo') ?? false,
        perPage,
        page,
      });
      return reply.header('cache-control', 'no-cache').send(result);
    },
  );

  routes.get(
    '/partners/:id',
    {
      schema: {
        tags,
        summary: 'Un partenaire, avec son prix d’adhésion',
        description: '`price` en centimes ; null : le montant habituel de l’adhésion. `with[0]=logo` ajoute le logo.',
        params: idParamsSchema,
        querystring: z.object({ with: withSchema.optional() }),
        response: { 200: z.object({ data: partnerSchema }), 404: errorSchema, 422: errorSchema },
      },
    },
    async (request) => ({
      data: await getPartner(db(), request.params.id, request.query.with?.includes('logo') ?? false),
    }),
  );

  routes.get(
    '/partners/:id/logo',
    {
      schema: {
        tags,
        summary: 'Le logo d’un partenaire actif',
        description:
          'Ouvert à tous : le fichier du logo avec son type (SVG, PNG…), gardé un jour en cache (`ETag`, 304 quand ' +
          '`If-None-Match` correspond). 404 si le partenaire n’existe pas, est désactivé ou n’a pas de logo.',
        params: idParamsSchema,
        response: {
          200: z.unknown().describe('le fichier'),
          304: z.null().describe('inchangé'),
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const logo = await findPartnerLogoFile(db(), context.storage, request.params.id);
      return sendStoredFile(request, reply, logo, {
        cacheControl: 'public, max-age=86400',
        // An SVG opened on its own runs no script and loads nothing.
        headers: { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" },
      });
    },
  );

  routes.post(
    '/partners/check-adh-code',
    {
      onRequest: requireAuth,
      errorHandler: withErrorText,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Vérifier le code adhérent d’un partenaire (étape 3 : ligue, retreat, patientsreseau)',
        description:
          '`partner` {id, adh_secret_code} (ou `partner_id` et `adh_secret_code`), `partner_zip` : le département ' +
          'donné pour la Ligue, `user_id` : soi-même. Le partenaire doit être actif et du type de l’orientation. ' +
          'Code refusé : 422 avec le texte dans `error` (le web ajoute « , renseignez-vous auprès de » et le nom du ' +
          'partenaire). Code valide : le partenaire et l’indicateur validLigueCodeRegistered, ' +
          'validRetreatCodeRegistered ou validPatientsreseauCodeRegistered sont enregistrés dans ' +
          '`registration_process`. Au plus 10 essais par quart d’heure et par personne (essais de l’adhésion ' +
          'gratuite compris), 30 par adresse IP ; les codes sont conservés hachés.',
        body: checkAdhCodeInputSchema,
        response: {
          200: z.object({
            message: z.string(),
            data: z.object({
              partner: z.object({
                id: z.number().int(),
                name: z.string(),
                support_type: z.enum(PARTNER_SUPPORT_TYPES),
              }),
              registration_process: z.string().describe('objet JSON sérialisé'),
            }),
          }),
          403: errorSchema,
          409: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => checkAdhCode(db(), currentUserId(request), request.ip, request.body),
  );
}
