/**
 * The legal texts as the staff edit them (ADR 070): the raw text with its `{{placeholders}}`,
 * saved whole; the preview answers the public page's text for a draft.
 */
import { z } from 'zod';
import { validationMessages } from '../messages/common.ts';
import { adminSettingsMessages as messages } from '../messages/platform-settings.ts';
import { LEGAL_TEXT_MAX_LENGTH } from './legal-admin.rules.ts';

export { LEGAL_TEXT_MAX_LENGTH } from './legal-admin.rules.ts';

export const legalTextInputSchema = z.object({
  content: z
    .string({ error: validationMessages.required })
    .trim()
    .min(1, { error: validationMessages.required })
    .max(LEGAL_TEXT_MAX_LENGTH, { error: messages.tooLong(LEGAL_TEXT_MAX_LENGTH) }),
});
export type LegalTextInput = z.infer<typeof legalTextInputSchema>;

export const adminLegalTextSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** As stored: `{{association_name}}` and the like not filled in. */
  content: z.string(),
  updated_at: z.string(),
});
export type AdminLegalText = z.infer<typeof adminLegalTextSchema>;
