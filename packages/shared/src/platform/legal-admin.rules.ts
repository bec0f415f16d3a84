/**
 * The legal text's check without a schema library, for the settings screen, which loads zod
 * only at a form's first use (ADR 095); `legalTextInputSchema` checks the same on the server.
 */
import { validationMessages } from '../messages/common.ts';
import { adminSettingsMessages as messages } from '../messages/platform-settings.ts';

export const LEGAL_TEXT_MAX_LENGTH = 50_000;

/** Why this text cannot be saved (empty, too long), or null when it can; it is saved trimmed. */
export function findLegalTextProblem(content: string): string | null {
  const text = content.trim();
  if (text.length === 0) return validationMessages.required;
  if (text.length > LEGAL_TEXT_MAX_LENGTH) return messages.tooLong(LEGAL_TEXT_MAX_LENGTH);
  return null;
}
