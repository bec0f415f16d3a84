import { z } from 'zod';
import { parseIsoDate } from '../accounts/age.rules.ts';
import { validationMessages } from '../messages/common.ts';
import { adminCoreMessages } from '../messages/platform-admin.ts';
import { databaseIdSchema } from '../validation/database-id.ts';
import { adminListQuerySchema } from './admin-list.schemas.ts';
import { OUTBOX_STATUSES } from './admin.rules.ts';
export type { OutboxStatus } from './admin.rules.ts';

export { OUTBOX_STATUSES } from './admin.rules.ts';

/** The back office's dashboard (ADR 041): a handful of figures, each read in one query. */
export const dashboardSessionSchema = z.object({
  id: z.number().int(),
  workshop_id: z.number().int(),
  workshop_name: z.string(),
  start: z.string(),
  places: z.number().int(),
  validated: z.number().int().describe('places prises (inscriptions validées)'),
  waiting: z.number().int().describe('personnes en liste d’attente'),
});

export const dashboardSchema = z.object({
  premium_members: z.number().int().describe('personnes dont une adhésion court aujourd’hui'),
  new_members: z.number().int().describe('premières adhésions enregistrées ce mois-ci (heure de Paris)'),
  payments_count: z.number().int().describe('paiements payés ce mois-ci, hors paiements de test'),
  payments_cents: z.number().int(),
  waiting_list: z.number().int().describe('inscriptions en attente sur les séances à venir'),
  outbox_failures: z.number().int().describe('e-mails non envoyés après tous leurs essais'),
  sessions: z.object({
    count: z.number().int(),
    places: z.number().int(),
    validated: z.number().int(),
    /** validated / places, 0 when there are no places; rounded to the percent. */
    fill_rate: z.number().int().describe('taux de remplissage en pourcentage'),
    next: z.array(dashboardSessionSchema).describe('les prochaines séances (30 jours), 10 au plus'),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** A Paris calendar day, YYYY-MM-DD. */
const daySchema = z.string().refine((value) => {
  const date = parseIsoDate(value);
  return date !== null && date.year >= 2000 && date.year <= 2999;
}, adminCoreMessages.invalidDay);

export const AUDIT_LOG_SORTS = ['created_at', 'actor_name', 'entity', 'action'] as const;

/** GET /api/admin/audit-log: newest first unless asked otherwise. */
export const auditLogQuerySchema = adminListQuerySchema(AUDIT_LOG_SORTS, 'created_at')
  .extend({
    direction: z.enum(['asc', 'desc'], { error: validationMessages.invalidFormat }).default('desc'),
    entity: z.string().trim().max(50).optional(),
    actor_id: databaseIdSchema.optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: adminCoreMessages.periodReversed,
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const OUTBOX_SORTS = ['created_at', 'to', 'subject'] as const;

export const outboxQuerySchema = adminListQuerySchema(OUTBOX_SORTS, 'created_at').extend({
  direction: z.enum(['asc', 'desc'], { error: validationMessages.invalidFormat }).default('desc'),
  status: z.enum(OUTBOX_STATUSES, { error: validationMessages.invalidFormat }).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable().describe('dernière erreur d’envoi'),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** One e-mail as it was sent: its text (personal links masked) and the names of its attachments. */
export const outboxMailSchema = outboxItemSchema.extend({
  text: z.string().describe('le texte de l’e-mail, ses liens personnels (mot de passe, invitation…) masqués'),
  attachments: z.array(z.string()).describe('les noms des pièces jointes'),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
