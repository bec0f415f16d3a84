import { databaseIdSchema } from '@plateforme/shared/validation/database-id';
import { z } from 'zod';

/** The body of every error answer, as plugins/error-handler.ts writes it (`error` only on partners). */
export const errorSchema = z.object({
  code: z.string(),
  message: z.string(),
  error: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** The one row-id rule, shared with the back office's list filters. */
export { databaseIdSchema };

/** `/:id` in a path. */
export const idParamsSchema = z.object({ id: databaseIdSchema });

/** `with[]=a` arrives as a single string when given once: read it as a list. */
export const asList = (value: unknown) => (typeof value === 'string' ? [value] : value);

/** A `search` query parameter: JSON text (P2 §7), then checked by `schema`. */
export function jsonSearchParameter<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.issues.push({ code: 'custom', message: 'La recherche doit être un objet JSON', input: value });
      return z.NEVER;
    }
  }, schema);
}

/** A group of routes behind a session: its OpenAPI tag and the bearer security scheme. */
export const securedUnder = (tag: string) => ({ tags: [tag], security: [{ bearer: [] }] });
