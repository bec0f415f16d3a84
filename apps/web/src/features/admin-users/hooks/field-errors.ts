import { errorMessages } from '@plateforme/shared/messages/common';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';

export type FieldErrors = Record<string, string>;

/** The first message of each field, from the shared schema's check ('pro_status.start' for nested fields). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The API's field messages; a refusal about no field goes to the message bar. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors = isApiError(error) ? Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? ''])) : {};
  if (Object.keys(errors).length === 0) showSnackbar(error instanceof Error && error.message ? error.message : errorMessages.generic, 'error');
  return errors;
}

/** Moves the focus to the first field in error, so a keyboard or screen reader user hears it. */
export function focusFirstError(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus();
}
