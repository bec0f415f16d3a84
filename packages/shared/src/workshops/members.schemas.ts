/**
 * GET /api/users (P2 §7): the members a pro follows (« Mes adhérents ») and the meeting form's
 * participant search. The query, the items and the answer, read by the API and typed for the web.
 */
import { z } from 'zod';
import { flagSchema, searchIdSchema } from './search-fields.ts';

export { USERS_DEFAULT_PER_PAGE, usersPerPageChoices, userSortColumns, type UserSortColumn } from './members.rules.ts';

/** The `search` JSON. Unknown keys are refused. */
export const userSearchSchema = z.strictObject({
  /** Part of the first name, last name or e-mail, whatever the accents and the case. */
  name: z.string().trim().max(100, 'Recherche trop longue (100 caractères au plus)').optional(),
  /** Only members (`user`) are listed; the spec's callers always send it. */
  role: z.enum(['user']).optional(),
  /** Archived members are never listed; `false` is the spec's shape. */
  is_archived: flagSchema.optional(),
  /** Members who took part in this workshop (one the pro runs). */
  workshop_id: searchIdSchema.optional(),
  /** Members who took part in a workshop run by this pro (a pro may only name themself). */
  pro_id: searchIdSchema.optional(),
});
export type UserSearch = z.output<typeof userSearchSchema>;
export type UserSearchInput = z.input<typeof userSearchSchema>;

const datedSchema = z.object({ created_at: z.string() }).nullable();

/** A member's sessions as counted in « Mes adhérents » and in GET /api/users/{id} (P2 §3). */
export const sessionCountsSchema = z.object({
  /** Places held in sessions (validated, not cancelled). */
  subscriptions_count: z.number().int(),
  /** Of those, marked present. */
  presences_count: z.number().int(),
  /** Of those, marked absent. */
  absences_count: z.number().int(),
  /** Places cancelled (leaving a waiting list is not a cancellation). */
  unsubscriptions_count: z.number().int(),
});
export type SessionCounts = z.infer<typeof sessionCountsSchema>;

/** A member in the list, with the counts of P2 §3 (definitions in ADR 036). */
export const userListItemSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  code: z.string().nullable(),
  member_code: z.string().nullable(),
  lastname: z.string(),
  firstname: z.string(),
  email: z.string(),
  /** The last « profile » questionnaire answered (profile, profile_aja_young, profile_aja_assistant). */
  last_qpr: datedSchema,
  /** The last satisfaction questionnaire answered. */
  last_qsat: datedSchema,
  ...sessionCountsSchema.shape,
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListSchema = z.object({
  data: z.array(userListItemSchema),
  meta: z.object({
    total: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type UserList = z.infer<typeof userListSchema>;
