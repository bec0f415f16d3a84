import type { LegalSlug } from '@plateforme/shared/platform/legal-pages';
import type { LegalText } from '@plateforme/shared/platform/legal.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/legal/{slug}: public, so sent without the session (a lapsed one must not log anyone out here). */
export async function getLegalText(slug: LegalSlug): Promise<LegalText> {
  const response = await apiClient.get<{ data: LegalText }>(`/api/legal/${slug}`, { anonymous: true });
  return response.data;
}

export function useLegalText(slug: LegalSlug) {
  return useQuery({
    queryKey: ['legal', slug],
    queryFn: () => getLegalText(slug),
    staleTime: 10 * 60_000,
    // The page shows its own error state with a retry.
    meta: { silentErrors: true },
  });
}
