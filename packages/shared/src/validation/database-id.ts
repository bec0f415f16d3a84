import { z } from 'zod';
import { validationMessages } from '../messages/common.ts';

/** A row id in a path or a query string: a positive PostgreSQL integer, read from text. */
export const databaseIdSchema = z.coerce
  .number({ error: validationMessages.invalidFormat })
  .int()
  .positive()
  .max(2_147_483_647);
