import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { showSnackbar } from './snackbar.ts';
import { errorMessages } from '@plateforme/shared/messages/common';

// Declaration merging (interfaces only) types the `meta` of every query and mutation.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silentErrors?: boolean };
    mutationMeta: { silentErrors?: boolean };
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * Errors reach the message bar here, once per failed query or mutation (not once per retry).
 * 401 is handled by the API client (the session ends), 403 is silent unless a call asks
 * (P1-ERR-01); a screen that shows its own error sets `meta.silentErrors`.
 */
function notify(error: unknown, silent: boolean | undefined): void {
  if (silent) return;
  if (isApiError(error)) {
    if (error.status === 401 || error.status === 403) return;
    showSnackbar(error.message, 'error');
    return;
  }
  showSnackbar(errorMessages.generic, 'error');
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A client error will not heal by asking again; a network error or a 5xx might.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => notify(error, query.meta?.silentErrors) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => notify(error, mutation.meta?.silentErrors),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The one client of the app; the session and the API client reach it outside React. */
export const queryClient = createQueryClient();
