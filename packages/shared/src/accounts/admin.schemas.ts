import { z } from 'zod';
import { emailSchema } from './accounts.schemas.ts';
import { personNameSchema } from './profile.schemas.ts';
import { validationMessages } from '../messages/common.ts';
import { adminUsersMessages } from '../messages/accounts-admin.ts';
import { adminListQuerySchema, adminListSchema } from '../platform/admin-list.schemas.ts';
import { PAYMENT_STATES } from '../membership/admin.schemas.ts';
import { proStatusTypes, userRoles } from './admin.rules.ts';

export { PERSON_HISTORY_LIMIT, proStatusTypes, userRoles } from './admin.rules.ts';

/** The back office's users (issue #16, ADR 045): wire names as the API reads and answers them. */
export const adminUserSortColumns = ['lastname', 'created_at', 'email'] as const;
const yesNo = z.enum(['yes', 'no'], { error: validationMessages.invalidFormat });

export const adminUserListQuerySchema = adminListQuerySchema(adminUserSortColumns, 'lastname').extend({
  role: z.enum(userRoles, { error: validationMessages.invalidFormat }).optional(),
  /** A membership running today. */
  premium: yesNo.optional(),
  aja: yesNo.optional(),
  /** Absent: everyone, archived or not. */
  archived: yesNo.optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
export const adminUserExportQuerySchema = adminUserListQuerySchema.omit({ page: true, per_page: true });

export const adminUserItemSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  is_premium: z.boolean(),
  is_aja: z.boolean(),
  is_archived: z.boolean(),
  is_invited: z.boolean(),
  /** Whether the owner opened a link sent to this address (issue #38). */
  email_confirmed: z.boolean(),
  created_at: z.string(),
});
export type AdminUserItem = z.infer<typeof adminUserItemSchema>;
export const adminUserListSchema = adminListSchema(adminUserItemSchema);

const daySchema = z.iso.date({ error: validationMessages.invalidDate });

export const proStatusSchema = z.object({
  id: z.number().int(),
  type: z.enum(proStatusTypes),
  start: z.string(),
  end: z.string().nullable(),
  is_blocked: z.boolean(),
});
export type ProStatusItem = z.infer<typeof proStatusSchema>;

/** A pro status's period in Paris days; the end, when given, comes after the start. */
export const proStatusInputSchema = z
  .object({
    type: z.enum(proStatusTypes, { error: validationMessages.invalidFormat }),
    start: daySchema,
    end: daySchema.nullable().optional(),
    is_blocked: z.boolean({ error: validationMessages.invalidFormat }).default(false),
  })
  .refine((status) => !status.end || status.end > status.start, {
    path: ['end'],
    error: adminUsersMessages.endBeforeStart,
  });
export type ProStatusInput = z.infer<typeof proStatusInputSchema>;

export const adminUserDetailSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(userRoles),
  is_aja: z.boolean(),
  aja_role: z.string().nullable(),
  is_archived: z.boolean(),
  is_invited: z.boolean(),
  /** When the owner confirmed this address; null while it is not confirmed. */
  email_confirmed_at: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** Paris days; `end` is the first day no longer covered; `is_current` runs now. */
  memberships: z.array(
    z.object({ id: z.number().int(), start: z.string(), end: z.string(), source: z.string(), is_current: z.boolean() }),
  ),
  pro_statuses: z.array(proStatusSchema),
  /** Every payment of the person (any state), the latest first, at most 100. */
  payments: z.array(
    z.object({
      id: z.number().int(),
      ref: z.string(),
      status: z.enum(PAYMENT_STATES),
      total_cents: z.number().int(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  /** Sessions the person holds a place in or waits for, the latest first, at most 100; attendance null until taken. */
  meetings: z.array(
    z.object({
      id: z.number().int(),
      start: z.string(),
      end: z.string(),
      workshop_id: z.number().int(),
      workshop_name: z.string(),
      status: z.enum(['validated', 'waiting']),
      attendance: z.boolean().nullable(),
    }),
  ),
  /** Paid payments of the last 12 months. */
  recent_payments_count: z.number().int(),
  /** Workshops the person runs (owner or second pro). */
  workshops_count: z.number().int(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserUpdateSchema = z.object({
  firstname: personNameSchema,
  lastname: personNameSchema,
  email: emailSchema,
  phone: z.string({ error: validationMessages.invalidFormat }).trim().max(30).nullable().optional(),
  role: z.enum(userRoles, { error: validationMessages.invalidFormat }),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const invitationInputSchema = z.object({
  email: emailSchema,
  firstname: personNameSchema,
  lastname: personNameSchema,
  role: z.enum(['user', 'pro'], { error: validationMessages.invalidFormat }),
  /** Only for a pro. */
  pro_status: proStatusInputSchema.nullable().optional(),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: z.enum(userRoles),
  expires_at: z.string(),
  created_at: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
