import { z } from 'zod';
import { databaseIdSchema, errorSchema } from '../route-schemas.ts';
import { ZIP_SITE_ROLES } from './handler.ts';

/**
 * OpenAPI schema for `GET /supports/:attachable_id/:role/proxy/*`; the route adds its tags and
 * security. The path after `proxy/` is read raw by the handler (decoded once, checked there).
 */
export const zipSiteRouteSchema = {
  summary: 'Un fichier du diaporama d’un support (zip avec index.html)',
  description:
    'Le zip du support (`pro_attachment` ou `guide_attachment`) est décompressé une fois puis ses fichiers sont servis ' +
    'sous ce chemin ; sans chemin ou pour un dossier : `index.html`. Réponses privées revalidées (`ETag`, 304 si ' +
    '`If-None-Match` correspond), plages d’octets (`Range`) pour les vidéos, type de contenu selon l’extension, ' +
    '`nosniff`, et une politique de sécurité qui fait tourner le diaporama dans un bac à sable (scripts permis, ' +
    'aucun accès au stockage ni aux jetons de la plateforme). 403 sans droit sur le support ; 404 sans fichier ; ' +
    '400 pour un chemin invalide (`..`, absolu, caractère nul…) ; 409 « Le diaporama est illisible. » pour une ' +
    'archive refusée (chemins dangereux, liens, trop de fichiers ou trop volumineuse, chiffrée, sans index.html).',
  params: z.object({
    attachable_id: databaseIdSchema.describe('le support'),
    role: z.enum(ZIP_SITE_ROLES).describe('le fichier du support : diaporama ou guide'),
    '*': z.string().describe('le chemin dans l’archive'),
  }),
  response: {
    200: z.unknown().describe('le fichier'),
    206: z.unknown().describe('une plage du fichier'),
    304: z.null().describe('inchangé'),
    400: errorSchema,
    403: errorSchema,
    404: errorSchema,
    409: errorSchema,
    416: errorSchema,
    422: errorSchema,
  },
};
