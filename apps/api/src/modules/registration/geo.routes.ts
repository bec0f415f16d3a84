import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationMessages } from '@plateforme/shared/messages/common';
import { communeSchema, departementSchema } from '@plateforme/shared/registration/registration.schemas';
import { findCommunesByName, findCommunesByPostalCode, listDepartements } from './geo.service.ts';
import { errorSchema } from '../../lib/route-schemas.ts';

const tags = ['géographie'];
const { required, invalidFormat } = validationMessages;

/** The dataset changes once a year: browsers may keep answers a day. */
const cacheForADay = 'public, max-age=86400';

export function registerGeoRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/geo/communes',
    {
      schema: {
        tags,
        summary: 'Communes d’un code postal, ou dont le nom commence par un texte',
        description:
          'Même réponse que geo.api.gouv.fr/communes : `[{nom, code, codesPostaux, codeDepartement}]`. ' +
          'Avec `codePostal` (5 chiffres) : les communes de ce code, triées par nom, liste vide pour un code inconnu. ' +
          'Avec `nom` (2 à 100 caractères, sans tenir compte des accents ni des majuscules) : au plus 20 communes ' +
          'dont le nom commence par ce texte puis le contient, les plus peuplées d’abord. ' +
          'Données officielles embarquées (@etalab/decoupage-administratif), communes actuelles seulement.',
        querystring: z
          .object({
            codePostal: z
              .string({ error: invalidFormat })
              .trim()
              .regex(/^\d{5}$/, { error: invalidFormat })
              .optional(),
            nom: z
              .string({ error: invalidFormat })
              .trim()
              .min(2, { error: invalidFormat })
              .max(100, { error: invalidFormat })
              .optional(),
          })
          .refine((query) => query.codePostal !== undefined || query.nom !== undefined, {
            error: required,
            path: ['codePostal'],
          }),
        response: { 200: z.array(communeSchema), 422: errorSchema },
      },
    },
    async (request, reply) => {
      const { codePostal, nom } = request.query;
      const communes =
        codePostal !== undefined ? await findCommunesByPostalCode(codePostal) : await findCommunesByName(nom ?? '');
      return reply.header('cache-control', cacheForADay).send(communes);
    },
  );

  routes.get(
    '/geo/departements',
    {
      schema: {
        tags,
        summary: 'Départements (métropole et outre-mer)',
        description: 'Même réponse que geo.api.gouv.fr/departements : `[{nom, code, codeRegion}]`, par code.',
        response: { 200: z.array(departementSchema) },
      },
    },
    async (_request, reply) => reply.header('cache-control', cacheForADay).send(await listDepartements()),
  );
}
