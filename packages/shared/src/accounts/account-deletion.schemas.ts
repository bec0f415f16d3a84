/** DELETE /api/user (issue #38, ADR 077): the password confirms the owner is the one asking. */
import { z } from 'zod';
import { accountDeletionMessages as messages } from '../messages/accounts-deletion.ts';

export const accountDeletionInputSchema = z.object({
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, { error: messages.passwordRequired })
    .max(200, { error: messages.wrongPassword }),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionInputSchema>;
