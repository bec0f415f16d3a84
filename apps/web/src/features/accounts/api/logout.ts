import { messages } from '@plateforme/shared/messages/fr';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { endSession } from '../../../lib/session.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';

/**
 * P1 §4 Session: the API revokes the token, then this device forgets the session. The
 * device forgets it even when the API cannot be reached: signing out must always work.
 */
export async function logout(): Promise<void> {
  try {
    await apiClient.post('/api/logout', { onUnauthorized: 'ignore' });
  } catch {
    // Already revoked or offline: the local session ends anyway.
  } finally {
    endSession();
  }
  showSnackbar(messages.session.logoutSuccess, 'success');
}

export function useLogout() {
  return useMutation({ mutationFn: logout, meta: { silentErrors: true } });
}
