import { zodResolver } from '@hookform/resolvers/zod';
import { useFrenchZodMessages as installFrenchZodMessages } from '@plateforme/shared/validation/zod-fr';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// The catalogue's wording and zod's French locale for every form (ADR 001). Installed here,
// with the first form, rather than at start: pages without a form do not download zod.
installFrenchZodMessages();

/** The resolver every form uses: the shared zod schema, French messages. */
export const formResolver: typeof zodResolver = zodResolver;

/**
 * For a form whose fields are not the API's input as they are (an empty end day is the API's
 * null, a sub-form is sent only when ticked), or whose schema fills defaults the form already
 * has: checks `toInput(values)` with the API's own schema, its messages landing on the fields
 * of the same path, and keeps the form's values (so its bound fields type as the form's).
 */
export function inputResolver<Values extends FieldValues, Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  toInput: (values: Values) => z.input<Schema>,
): Resolver<Values> {
  const check = zodResolver(schema);
  return async (values, context, options) => {
    const result = await check(toInput(values), context, options as never);
    // The schema's paths are the form's (`pro_status.start`): its errors are the form's.
    const errors = result.errors as FieldErrors<Values>;
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
