import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSettingsAnswerSchema, settingsFormSchema } from '@plateforme/shared/platform/settings.schemas';
import type { AppContext } from '../../../app-context.ts';
import { adminRoute } from '../../../lib/admin-route.ts';
import { errorSchema } from '../../../lib/route-schemas.ts';
import { currentViewer } from '../../../plugins/auth.ts';
import { getAdminSettings, updateAdminSettings } from './admin-settings.service.ts';

const fieldsText =
  'Montants de l’adhésion en euros avec au plus 2 décimales (stockés en centimes), e-mail de contact des paiements, ' +
  'identité de l’association imprimée sur les reçus fiscaux (nom, adresse, objet, statut, RNA ou SIREN, signataire et sa qualité), ' +
  'adresse https de l’application compagnon, délais des rappels des séances en heures entières (« 48,2 » : 1 à 8760, distincts, 4 au plus), ' +
  'durée de réservation d’une place libérée pour la liste d’attente (1 à 72 heures) et fin des réservations avant la séance (1 à 48 heures) ; ' +
  'non renseignés, ces trois délais valent leur valeur par défaut (48,2 ; 12 ; 2). Les clés secrètes rangées dans les réglages ne sont jamais servies ni modifiables ici.';

/** The staff's settings (issue #16, ADR 044), under /api/admin. */
export function registerAdminSettingsRoutes(app: FastifyInstance, context: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = () => context.database.db;

  routes.get(
    '/admin/settings',
    adminRoute({
      summary: 'Les paramètres modifiables par le personnel',
      description: fieldsText,
      response: { 200: adminSettingsAnswerSchema, 422: errorSchema },
    }),
    async () => ({ data: await getAdminSettings(db()) }),
  );

  routes.put(
    '/admin/settings',
    adminRoute({
      summary: 'Enregistrer les paramètres',
      description: `Tous les champs sont envoyés ; chaque valeur changée est inscrite au journal des actions (avant, après). ${fieldsText} 422 avec le message sous le champ concerné.`,
      body: settingsFormSchema,
      response: { 200: adminSettingsAnswerSchema, 422: errorSchema },
    }),
    async (request) => ({ data: await updateAdminSettings(db(), currentViewer(request), request.body) }),
  );
}
