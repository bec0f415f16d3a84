/**
 * Library documents on the wire (P2 §3 Document, §7): the query of GET /api/documents, its
 * items and pagination, and the types of GET /api/documents/types. Read by the API routes,
 * typed for the web.
 */
import { z } from 'zod';

export {
  DOCUMENTS_MAX_PER_PAGE,
  DOCUMENTS_PER_PAGE,
  defaultDirection,
  documentSortColumns,
  type DocumentSortColumn,
} from './library.rules.ts';

/** A document type: scientific_article, various, '{product}_sheet'… (P2 §3), lowercase words. */
export const documentTypeSchema = z
  .string()
  .regex(/^[a-z0-9]+(_[a-z0-9]+)*$/, { message: 'Type de document inconnu' })
  .max(60, { message: 'Type de document inconnu' });

/** The `search` JSON of GET /api/documents. Unknown keys are refused. */
export const documentSearchSchema = z.strictObject({
  /** Contained in the title, whatever the case and accents. */
  title: z.string().trim().max(200, { message: '200 caractères au plus' }).optional(),
  type: documentTypeSchema.optional(),
});
export type DocumentSearch = z.output<typeof documentSearchSchema>;
export type DocumentSearchInput = z.input<typeof documentSearchSchema>;

export const libraryDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  /** The French label of the type. */
  type_name: z.string(),
  /** In bytes. */
  file_size: z.number().int(),
  created_at: z.string(),
});
export type LibraryDocument = z.infer<typeof libraryDocumentSchema>;

export const documentListSchema = z.object({
  data: z.array(libraryDocumentSchema),
  meta: z.object({
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type DocumentList = z.infer<typeof documentListSchema>;

export const documentTypeOptionSchema = z.object({ value: z.string(), label: z.string() });
export type DocumentTypeOption = z.infer<typeof documentTypeOptionSchema>;
