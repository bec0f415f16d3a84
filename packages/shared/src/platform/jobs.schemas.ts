import { z } from 'zod';
import { validationMessages } from '../messages/common.ts';
import { adminListQuerySchema } from './admin-list.schemas.ts';
import { JOB_STATES } from './jobs.rules.ts';
export type { JobState } from './jobs.rules.ts';

export { JOB_STATES } from './jobs.rules.ts';

export const JOB_SORTS = ['created_at'] as const;

/** A job's kind as the code names it: lower-case words joined by hyphens. */
const jobKindSchema = z
  .string({ error: validationMessages.invalidFormat })
  .trim()
  .max(50, validationMessages.invalidFormat)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, validationMessages.invalidFormat);

/** GET /api/admin/jobs: newest first; no free-text search (a job's key holds ids only). */
export const jobsQuerySchema = adminListQuerySchema(JOB_SORTS, 'created_at')
  .omit({ q: true })
  .extend({
    direction: z.enum(['asc', 'desc'], { error: validationMessages.invalidFormat }).default('desc'),
    state: z.enum(JOB_STATES, { error: validationMessages.invalidFormat }).optional(),
    kind: jobKindSchema.optional(),
  });
export type JobsQuery = z.infer<typeof jobsQuerySchema>;

export const jobItemSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  kind_label: z.string().describe('le nom de la tâche en français (le `kind` tel quel s’il est inconnu)'),
  key: z.string().describe('ce qui distingue deux tâches du même genre : une période, un identifiant'),
  state: z.enum(JOB_STATES),
  run_at: z.string().describe('prévue pour (ou réessayée à) cette heure'),
  attempts: z.number().int(),
  result: z.string().nullable().describe('ce que le passage a fait, ou la raison de son dernier échec'),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type JobItem = z.infer<typeof jobItemSchema>;

/** A pending job this late (its time passed this many minutes ago) is overdue. */
export const JOB_OVERDUE_MINUTES = 10;
/** Failures counted over this many days. */
export const JOB_FAILURES_DAYS = 7;

export const jobKindSummarySchema = z.object({
  kind: z.string(),
  kind_label: z.string(),
  last_finished_at: z.string().nullable().describe('fin du dernier passage terminé, réussi ou en échec'),
  last_state: z.enum(['done', 'failed']).nullable(),
  failed_last_7_days: z.number().int().describe('tâches en échec définitif terminées ces 7 derniers jours'),
  overdue: z.number().int().describe('tâches en attente dont l’heure est passée de plus de 10 minutes'),
});
export type JobKindSummary = z.infer<typeof jobKindSummarySchema>;
export const jobsSummarySchema = z.object({ data: z.array(jobKindSummarySchema) });
