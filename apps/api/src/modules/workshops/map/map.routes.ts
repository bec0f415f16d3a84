import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mapConfigSchema } from '@plateforme/shared/workshops/map.schemas';
import type { AppContext } from '../../../app-context.ts';

export function registerMapRoutes(app: FastifyInstance, context: AppContext): void {
  // Read once: the configuration does not change while the server runs.
  const mapConfig = { tile_url: context.config.MAP_TILE_URL, attribution: context.config.MAP_TILE_ATTRIBUTION };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/map/config',
    {
      schema: {
        tags: ['ateliers'],
        summary: 'Réglages de la carte des ateliers : adresse des tuiles et mention de leur source',
        description:
          'Public. Les tuiles viennent de MAP_TILE_URL (OpenStreetMap par défaut) ; la politique de sécurité (CSP) autorise leur origine.',
        response: { 200: z.object({ data: mapConfigSchema }) },
      },
    },
    async () => ({ data: mapConfig }),
  );
}
