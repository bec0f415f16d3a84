import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useFrenchZodMessages } from './zod-fr.ts';

useFrenchZodMessages();

const messagesOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('French validation messages', () => {
  it('P1-LOGIN-06 a missing or empty required field says "Champ requis"', () => {
    // P1 §5: "Required fields: 'Champ requis'."
    const schema = z.object({ email: z.string().min(1), password: z.string() });
    expect(messagesOf(schema.safeParse({ email: '' }))).toEqual([
      ['email', 'Champ requis'],
      ['password', 'Champ requis'],
    ]);
  });

  it('P1-LOGIN-07 a malformed e-mail says "Format invalide"', () => {
    // P1 §5: "Login: e-mail required and of address form ('Format invalide')"
    expect(messagesOf(z.object({ email: z.email() }).safeParse({ email: 'abc' }))).toEqual([
      ['email', 'Format invalide'],
    ]);
  });

  it('other failures fall back to French, never English', () => {
    const [, message] = messagesOf(z.object({ n: z.number() }).safeParse({ n: 'x' }))?.[0] ?? [];
    expect(message).toMatch(/invalide/i);
  });
});
