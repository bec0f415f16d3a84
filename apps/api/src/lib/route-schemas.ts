import { validationMessages } from '@plateforme/shared/messages/common';
import { z } from 'zod';

/** The body of every error answer, as plugins/error-handler.ts writes it (`error` only on partners). */
export const errorSchema = z.object({
  code: z.string(),
  message: z.string(),
  error: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** A row id in a path or query: a positive PostgreSQL integer. */
export const databaseIdSchema = z.coerce.number({ error: validationMessages.invalidFormat }).int().positive().max(2_147_483_647);

/** `/:id` in a path. */
export const idParamsSchema = z.object({ id: databaseIdSchema });
