import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@plateforme/shared/messages/fr';
import { communeSchema, departementSchema } from '@plateforme/shared/registration/registration.schemas';
import { findCommunesByPostalCode, listDepartements } from './geo.service.ts';

const tags = ['géographie'];
const { required, invalidFormat } = messages.validation;
const errorSchema = z.object({ code: z.string(), message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });

/** The dataset changes once a year: browsers may keep answers a day. */
const cacheForADay = 'public, max-age=86400';

export function registerGeoRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/geo/communes',
    {
      schema: {
        tags,
        summary: 'Communes d’un code postal',
        description:
          'Même réponse que geo.api.gouv.fr/communes?codePostal= : `[{nom, code, codesPostaux, codeDepartement}]`, ' +
          'triée par nom, liste vide pour un code inconnu. Données officielles embarquées ' +
          '(@etalab/decoupage-administratif), communes actuelles seulement.',
        querystring: z.object({
          codePostal: z
            .string({ error: (issue) => (issue.input == null ? required : invalidFormat) })
            .trim()
            .regex(/^\d{5}$/, { error: invalidFormat }),
        }),
        response: { 200: z.array(communeSchema), 422: errorSchema },
      },
    },
    async (request, reply) => reply.header('cache-control', cacheForADay).send(await findCommunesByPostalCode(request.query.codePostal)),
  );

  routes.get(
    '/api/geo/departements',
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
