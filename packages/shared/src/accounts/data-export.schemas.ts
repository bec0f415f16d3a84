/**
 * A member's copy of her data on the wire (« Télécharger mes données », issue #38):
 * POST and GET /api/user/data-export, then GET /api/user/data-export/{id}/download.
 */
import { z } from 'zod';

export const dataExportStates = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof dataExportStates)[number];

/** Her latest copy: `expired` once its file is deleted (ISO dates). */
export const dataExportSchema = z.object({
  id: z.number().int(),
  state: z.enum(dataExportStates),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  /** Until when the file can be downloaded (pending: the date it would reach if prepared now). */
  expires_at: z.string(),
  /** The archive's size in bytes, once ready. */
  size: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** GET /api/user/data-export: her latest copy, or null when she has none. */
export const latestDataExportAnswerSchema = z.object({ data: dataExportSchema.nullable() });
/** POST /api/user/data-export: the copy just asked for (pending). */
export const dataExportAnswerSchema = z.object({ data: dataExportSchema });
