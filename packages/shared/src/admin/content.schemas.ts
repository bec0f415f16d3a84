/** The back office's supports and documents on the wire (issue #16, ADR 046). */
import { z } from 'zod';
import { documentTypeSchema, libraryDocumentSchema } from '../library/library.schemas.ts';
import { validationMessages } from '../messages/common.ts';
import { supportAttachmentRoles, supportItemSchema, supportTypes } from '../supports/supports.schemas.ts';
import { adminListQuerySchema } from './admin-list.schemas.ts';

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

export const adminFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type AdminFile = z.infer<typeof adminFileSchema>;

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

export const adminDocumentsQuerySchema = adminListQuerySchema(['title', 'type', 'created_at'], 'created_at').extend({
  type: documentTypeSchema.optional(),
});
export type AdminDocumentsQuery = z.output<typeof adminDocumentsQuerySchema>;

/** A document as the library lists it, with its file instead of its size. */
export const adminDocumentSchema = libraryDocumentSchema
  .omit({ file_size: true })
  .extend({ file: adminFileSchema.nullable() });
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

const title = z
  .string({ error: validationMessages.required })
  .trim()
  .min(1, validationMessages.required)
  .max(200, '200 caractères au plus');
export const documentBodySchema = z.strictObject({
  title,
  description: z
    .string({ error: validationMessages.invalidFormat })
    .trim()
    .max(5000, '5000 caractères au plus')
    .default(''),
  type: documentTypeSchema,
});
export type DocumentBody = z.input<typeof documentBodySchema>;
/** A document's fields once checked, trimmed and with defaults filled. */
export type DocumentFields = z.output<typeof documentBodySchema>;
