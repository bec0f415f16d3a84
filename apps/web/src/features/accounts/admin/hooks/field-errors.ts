import { errorMessages } from '@plateforme/shared/messages/common';
import { isApiError } from '../../../../lib/api-error.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';

export type FieldErrors = Record<string, string>;

/** The API's field messages; a refusal about no field goes to the message bar. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors = isApiError(error)
    ? Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? '']))
    : {};
  if (Object.keys(errors).length === 0)
    showSnackbar(error instanceof Error && error.message ? error.message : errorMessages.generic, 'error');
  return errors;
}
