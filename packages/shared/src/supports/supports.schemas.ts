/** The session materials on the wire (P2 §3 Support, §7). */
import { z } from 'zod';
import { flagSchema, pageMetaSchema, searchIdSchema } from '../workshops/search-fields.ts';
import type { SlideshowRole } from './support-paths.ts';
import { supportAttachmentRoles, supportTypes } from './supports.rules.ts';

// The web's paths live without zod (support-paths.ts); this module's users still find them here.
export { attachmentDownloadPath, slideshowLinkPath, type SlideshowRole } from './support-paths.ts';

export {
  supportAttachmentRoles,
  supportTypes,
  type SupportAttachmentRole,
  type SupportType,
} from './supports.rules.ts';

/** `with`: `attachments` gives all three files, the others one each. */
export const supportRelations = ['attachments', ...supportAttachmentRoles] as const;
export type SupportRelation = (typeof supportRelations)[number];

/** The licence page asks for 1000 (P2 §9), the session booklet for -1 (all). */
export const SUPPORTS_MAX_PER_PAGE = 1000;

/** The `search` JSON of GET /api/supports. Unknown keys are refused. */
export const supportSearchSchema = z.strictObject({
  sequence: searchIdSchema.optional(),
  support_type: z.enum(supportTypes).optional(),
  shared_with_licence_pros: flagSchema.optional(),
});
export type SupportSearch = z.output<typeof supportSearchSchema>;
export type SupportSearchInput = z.input<typeof supportSearchSchema>;

export const supportAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The guide may be a PDF or a slideshow archive: the web opens each its way (ADR 060). */
  mime: z.string().optional().describe('le type du fichier (application/pdf ou application/zip)'),
  attachable_id: z.number().int().describe('le support'),
});
export type SupportAttachment = z.infer<typeof supportAttachmentSchema>;

export const supportItemSchema = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  support_type: z.enum(supportTypes),
  shared_with_licence_pros: z.boolean(),
  pro_attachment: supportAttachmentSchema.nullable().optional().describe('le diaporama (zip avec index.html)'),
  user_attachment: supportAttachmentSchema.nullable().optional().describe("le livret d'activités (PDF)"),
  guide_attachment: supportAttachmentSchema.nullable().optional().describe('le guide du professionnel (PDF)'),
});
export type SupportItem = z.infer<typeof supportItemSchema>;

export const supportListSchema = z.object({
  data: z.array(supportItemSchema),
  meta: pageMetaSchema,
});
export type SupportList = z.infer<typeof supportListSchema>;

/** A slideshow file under its signed access segment; relative links inside the slides stay under it. */
export const supportProxyUrl = (supportId: number, role: SlideshowRole, access: string, file = 'index.html') =>
  `/api/supports/${supportId}/${role}/proxy/${access}/${file}`;

export const slideshowLinkSchema = z.object({
  data: z.object({
    url: z.string().describe('l’adresse du diaporama, à ouvrir dans une nouvelle fenêtre'),
    expires_at: z.string().describe('fin de validité du lien (ISO 8601)'),
  }),
});
