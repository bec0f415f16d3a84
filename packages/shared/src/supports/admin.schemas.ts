/** The back office's supports on the wire (issue #16, ADR 046). */
import { z } from 'zod';
import { validationMessages } from '../messages/common.ts';
import { supportItemSchema } from './supports.schemas.ts';
import { supportAttachmentRoles, supportTypes } from './supports.rules.ts';
import { adminFileSchema, adminListQuerySchema } from '../platform/admin-list.schemas.ts';

/** The supports context's lists, under the back office's names. */
export const SUPPORT_TYPES = supportTypes;
export const SUPPORT_FILE_ROLES = supportAttachmentRoles;
export type SupportFileRole = (typeof SUPPORT_FILE_ROLES)[number];

const flag = z
  .enum(['true', 'false'], { error: validationMessages.invalidFormat })
  .transform((value) => value === 'true');

export const adminSupportsQuerySchema = adminListQuerySchema(
  ['sequence', 'support_type', 'updated_at'],
  'sequence',
).extend({
  sequence: z.coerce.number({ error: validationMessages.invalidFormat }).int().min(1).max(10_000).optional(),
  support_type: z.enum(SUPPORT_TYPES, { error: validationMessages.invalidFormat }).optional(),
  shared_with_licence_pros: flag.optional(),
});
export type AdminSupportsQuery = z.output<typeof adminSupportsQuerySchema>;

/** A support as the pros' list gives it, with its files described for the staff. */
export const adminSupportSchema = supportItemSchema
  .pick({ id: true, sequence: true, support_type: true, shared_with_licence_pros: true })
  .extend({
    pro_attachment: adminFileSchema.nullable(),
    user_attachment: adminFileSchema.nullable(),
    guide_attachment: adminFileSchema.nullable(),
    updated_at: z.string(),
  });
export type AdminSupport = z.infer<typeof adminSupportSchema>;

export const supportBodySchema = z.strictObject({
  sequence: z
    .number({ error: validationMessages.invalidFormat })
    .int(validationMessages.invalidFormat)
    .min(1, validationMessages.invalidFormat)
    .max(10_000, validationMessages.invalidFormat),
  support_type: z.enum(SUPPORT_TYPES, { error: validationMessages.invalidFormat }),
  shared_with_licence_pros: z.boolean({ error: validationMessages.invalidFormat }).default(false),
});
export type SupportBody = z.input<typeof supportBodySchema>;
/** A support's fields once checked, defaults filled. */
export type SupportFields = z.output<typeof supportBodySchema>;
