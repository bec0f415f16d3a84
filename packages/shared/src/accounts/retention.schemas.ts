/** GET /api/admin/retention (ADR 078): what the next pass would do, and what the past ones did. */
import { z } from 'zod';

const person = z.object({
  id: z.number().int(),
  name: z.string(),
  last_active_at: z.string().nullable(),
  action: z.enum(['warn', 'anonymise']),
});

export const retentionAnswerSchema = z.object({
  data: z.object({
    inactive_years: z.number().int(),
    mail_months: z.number().int(),
    to_warn: z.number().int(),
    to_anonymise: z.number().int(),
    mails_to_empty: z.number().int(),
    people: z.array(person).describe('au plus 200, les plus anciennement connectés d’abord'),
    runs: z.array(z.object({ finished_at: z.string().nullable(), result: z.string().nullable() })),
  }),
});
export type RetentionAnswer = z.infer<typeof retentionAnswerSchema>;
