import { useFrenchZodMessages as installFrenchZodMessages } from '@plateforme/shared/validation/zod-fr';
import type * as zCore from 'zod/v4/core';
import { safeParseAsync } from 'zod/v4/core';

// The catalogue's wording and zod's French locale (ADR 001). Installed with the first check
// rather than at start: pages without a form do not download zod.
installFrenchZodMessages();

/** A field's message by its path (`choices.0.label`); `root` for what concerns no one field. */
export type FieldMessages = Readonly<Record<string, string>>;

export type CheckOutcome<Output> =
  { data: Output; messages: FieldMessages } | { data?: never; messages: FieldMessages };

/** The shared schema's verdict on a form's input: the values to send, or the first message of each field. */
export async function checkWith<Schema extends zCore.$ZodType>(
  schema: Schema,
  input: unknown,
): Promise<CheckOutcome<zCore.output<Schema>>> {
  const result = await safeParseAsync(schema, input);
  if (result.success) return { data: result.data, messages: {} };
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : 'root';
    messages[path] ??= issue.message;
  }
  return { messages };
}
