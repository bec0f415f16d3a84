import { useMutation } from '@tanstack/react-query';
import { memberCardMessages } from '@plateforme/shared/messages/membership-card';
import { apiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/user/membership-card.pdf (issue #38): the member's card, with the Bearer token. */
export async function downloadMemberCard(): Promise<void> {
  const blob = await apiClient.get<Blob>('/api/user/membership-card.pdf', { responseType: 'blob' });
  saveFile(blob, memberCardMessages.card.fileName);
}

export function useDownloadMemberCard() {
  // The button says what failed itself.
  return useMutation({ mutationFn: downloadMemberCard, meta: { silentErrors: true } });
}
