import type { AccountDeletionInput } from '@plateforme/shared/accounts/account-deletion.schemas';
import { apiClient } from '../../../lib/api-client.ts';

/** DELETE /api/user: the account is erased and every session of it ends (ADR 077). */
export async function deleteAccount(input: AccountDeletionInput): Promise<void> {
  await apiClient.delete<null>('/api/user', { body: input, onUnauthorized: 'stay' });
}
