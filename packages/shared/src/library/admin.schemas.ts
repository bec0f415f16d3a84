/** The back office's documents on the wire (issue #16, ADR 046). */
import { z } from 'zod';
import { documentTypeSchema, libraryDocumentSchema } from './library.schemas.ts';
import { validationMessages } from '../messages/common.ts';
import { adminFileSchema, adminListQuerySchema } from '../platform/admin-list.schemas.ts';

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
