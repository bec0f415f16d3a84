import { describe, expect, it } from 'vitest';
import { findLegalTextProblem, LEGAL_TEXT_MAX_LENGTH } from './legal-admin.rules.ts';
import { legalTextInputSchema } from './legal-admin.schemas.ts';

/** The schema's first message for this text, or null when it passes. */
const schemaProblem = (content: string) => {
  const parsed = legalTextInputSchema.safeParse({ content });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

describe('the legal text’s check without zod', () => {
  it.each([
    ['empty', ''],
    ['blank', '   \n '],
    ['a text', '# Mentions légales'],
    ['the longest text, spaces around', `  ${'a'.repeat(LEGAL_TEXT_MAX_LENGTH)}  `],
    ['one character too long', 'a'.repeat(LEGAL_TEXT_MAX_LENGTH + 1)],
  ])('says what the server’s schema says: %s', (_case, content) => {
    expect(findLegalTextProblem(content)).toBe(schemaProblem(content));
  });
});
