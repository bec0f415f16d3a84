import { z } from 'zod';

/** GET /api/legal/{slug}: the text with the association's identity filled in. */
export const legalTextSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Headings (`## `, `### `), paragraphs, `- ` lists, `**bold**` and `[text](address)` links. */
  content: z.string(),
  /** The last change of the text or of the identity it quotes (ISO 8601). */
  updated_at: z.string(),
});

export type LegalText = z.infer<typeof legalTextSchema>;
