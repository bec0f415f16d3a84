import { errorMessages } from '@plateforme/shared/messages/common';
import { useEffect, useRef } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useConfirmEmailChange } from '../api/confirm-email-change.ts';

export type LinkOutcome =
  { status: 'pending' } | { status: 'success'; message: string | null } | { status: 'error'; message: string };

/** The API's words for a refused link: the message on `token`, else the answer's message. */
export function getLinkErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.errors.token?.[0] ?? error.message;
  return errorMessages.generic;
}

/**
 * Posts the link's token as soon as the page opens, once. The token is one-use: React's
 * strict mode runs an effect twice, and a second post would turn a success into « Lien
 * invalide ou expiré ». The ref survives that second run; another token posts again.
 */
export function useEmailChangeConfirmation(token: string): LinkOutcome {
  const { mutate, data, error, isSuccess, isError } = useConfirmEmailChange();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (isSuccess) return { status: 'success', message: data.message ?? null };
  if (isError) return { status: 'error', message: getLinkErrorMessage(error) };
  return { status: 'pending' };
}
