import { errorMessages } from '@plateforme/shared/messages/common';
import { isApiError } from './api-error.ts';
import type { PathOf } from './value-path.ts';

export type ServerErrorsOutcome = {
  /** How many of the form's fields got their server message (the first one has the focus). */
  placed: number;
  /** Messages about things that are not fields of the form (the link's token, for instance). */
  others: string[];
  /** The answer's general message, for the message bar when nothing else was shown. */
  message: string;
};

/**
 * Puts a refused answer's field messages (`errors: {field: [message]}`, STYLE.md Errors) under
 * the form's fields, focusing the first of them in the form's order. `serverNames` names the
 * API's field where the form's differs (the form's `amount` in euros is the API's `amount_cents`).
 */
export function applyServerErrors<T extends object>(
  error: unknown,
  setError: (field: PathOf<T>, error: { type: 'server'; message: string }, options: { shouldFocus: boolean }) => void,
  fields: readonly PathOf<T>[],
  serverNames: Partial<Record<PathOf<T>, string>> = {},
): ServerErrorsOutcome {
  if (!isApiError(error)) {
    return {
      placed: 0,
      others: [],
      message: error instanceof Error && error.message ? error.message : errorMessages.generic,
    };
  }
  let placed = 0;
  const serverName = (field: PathOf<T>): string => serverNames[field] ?? field;
  for (const field of fields) {
    const message = error.errors[serverName(field)]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  const others = Object.entries(error.errors)
    .filter(([field]) => !fields.map(serverName).includes(field))
    .flatMap(([, fieldMessages]) => fieldMessages.slice(0, 1));
  return { placed, others, message: error.message };
}
