import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST /api/users/delete-incomplete-user: the signed-in person's unfinished account (P1 §7).
 * A 403 says 'Action non autorisée' (P1 §8).
 */
export async function deleteIncompleteUser(): Promise<void> {
  await apiClient.post('/api/users/delete-incomplete-user', { showForbidden: true });
}
