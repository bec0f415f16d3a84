import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminWorkshopCreateSchema,
  adminWorkshopListQuerySchema,
  adminWorkshopListSchema,
  adminWorkshopSavedSchema,
  adminWorkshopSchema,
  proChoiceSchema,
  substitutionInputSchema,
  substitutionSchema,
} from '@plateforme/shared/workshops/admin.schemas';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { databaseIdSchema, errorSchema, idParamsSchema } from '../../../lib/route-schemas.ts';
import { sendDownload } from '../../../lib/xlsx.ts';
import { currentViewer } from '../../../plugins/auth.ts';
import { registerMeetingCycleRoutes } from '../meetings/meeting-cycle.routes.ts';
import * as repository from './admin-workshops.repository.ts';
import { createAdminWorkshop, deleteAdminWorkshop, getAdminWorkshop } from './admin-workshops.service.ts';
import { exportAdminWorkshops, listAdminWorkshops } from './list-workshops.ts';
import { addSubstitution, listSubstitutions, removeSubstitution } from './substitutions.service.ts';

const geocodingText =
  'L’adresse d’un atelier en présentiel (code postal et ville requis) est géocodée à l’enregistrement par le géocodeur IGN ; ' +
  '`meta.geocoding` dit ce qui s’est passé : located, not_found (aucune adresse de ce code postal), unavailable (service ' +
  'injoignable), manual (lat et lng saisies), unchanged, none (atelier à distance). Sans résultat, l’atelier est enregistré ' +
  'sans coordonnées et `meta.message` le dit.';
const listFilters =
  '`q` cherche dans le nom et la ville ; filtres `active` et `is_aja` (0/1), `type` (onsite, remote), `owner` (id d’un ' +
  'professionnel, responsable ou second). Tri : name, city, id, active.';

/** The back office's workshops (issue #16, ADR 043): POST/DELETE /api/workshops and /api/admin/workshops. */
export function registerAdminWorkshopRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;
  const geocoderUrl = context.config.GEOCODER_URL;
  // The workshop screen's cycle of sessions; its pros create cycles too, as they create sessions.
  registerMeetingCycleRoutes(app, context);

  routes.post(
    '/workshops',
    adminRoute(
      {
        summary: 'Créer un atelier (personnel)',
        description: `Réservé au personnel. name, type et user_id (un professionnel) requis. ${geocodingText}`,
        body: adminWorkshopCreateSchema,
        response: { 201: adminWorkshopSavedSchema, 422: errorSchema },
      },
      { tag: 'ateliers' },
    ),
    async (request, reply) =>
      reply.status(201).send(await createAdminWorkshop(db(), geocoderUrl, currentViewer(request), request.body)),
  );

  routes.delete(
    '/workshops/:id',
    adminRoute(
      {
        summary: 'Supprimer un atelier (personnel)',
        description:
          'Réservé au personnel. Répond « Atelier supprimé ! ». Ses séances et remplacements partent avec lui. Refusé (409) ' +
          'si quelqu’un a été inscrit ou en liste d’attente à l’une de ses séances, même désinscrit : désactivez-le plutôt.',
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: errorSchema, 409: errorSchema, 422: errorSchema },
      },
      { tag: 'ateliers' },
    ),
    async (request) => deleteAdminWorkshop(db(), currentViewer(request), request.params.id),
  );

  routes.get(
    '/admin/workshops',
    adminRoute({
      summary: 'Les ateliers, paginés, triés et filtrés',
      description: listFilters,
      querystring: adminWorkshopListQuerySchema,
      response: { 200: adminWorkshopListSchema, 422: errorSchema },
    }),
    async (request) => listAdminWorkshops(db(), request.query),
  );

  routes.get(
    '/admin/workshops/export',
    adminRoute({
      summary: 'Export xlsx des ateliers',
      description: `Les mêmes filtres que la liste, toutes les lignes. ${listFilters}`,
      querystring: adminWorkshopListQuerySchema,
      response: { 422: errorSchema },
    }),
    async (request, reply) => sendDownload(reply, 'ateliers.xlsx', await exportAdminWorkshops(db(), request.query)),
  );

  routes.get(
    '/admin/workshops/pros',
    adminRoute({
      summary: 'Chercher un professionnel (responsable, second, remplaçant)',
      description: 'Les professionnels non archivés dont le nom ou l’e-mail contient `q` ; 20 au plus.',
      querystring: z.object({ q: z.string().trim().max(100).optional() }),
      response: { 200: z.object({ data: z.array(proChoiceSchema) }), 422: errorSchema },
    }),
    async (request) => ({ data: await repository.searchPros(db(), request.query.q) }),
  );

  routes.get(
    '/admin/workshops/:id',
    adminRoute({
      summary: 'Un atelier, tous ses champs',
      params: idParamsSchema,
      response: { 200: z.object({ data: adminWorkshopSchema }), 404: errorSchema, 422: errorSchema },
    }),
    async (request) => getAdminWorkshop(db(), request.params.id),
  );

  const substitutionParams = z.object({ id: databaseIdSchema, substitutionId: databaseIdSchema });
  const substitutionsAnswer = {
    200: z.object({ data: z.array(substitutionSchema) }),
    404: errorSchema,
    422: errorSchema,
  };

  routes.get(
    '/admin/workshops/:id/substitutions',
    adminRoute({ summary: 'Les remplacements d’un atelier', params: idParamsSchema, response: substitutionsAnswer }),
    async (request) => listSubstitutions(db(), request.params.id),
  );

  routes.post(
    '/admin/workshops/:id/substitutions',
    adminRoute({
      summary: 'Ajouter un remplacement',
      description:
        'user_id (un professionnel), start et end (ISO 8601 avec fuseau), end après start. Répond les remplacements.',
      params: idParamsSchema,
      body: substitutionInputSchema,
      response: substitutionsAnswer,
    }),
    async (request) => addSubstitution(db(), currentViewer(request), request.params.id, request.body),
  );

  routes.delete(
    '/admin/workshops/:id/substitutions/:substitutionId',
    adminRoute({ summary: 'Supprimer un remplacement', params: substitutionParams, response: substitutionsAnswer }),
    async (request) =>
      removeSubstitution(db(), currentViewer(request), request.params.id, request.params.substitutionId),
  );
}
