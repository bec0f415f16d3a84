import type { AdminLegalText, LegalTextInput } from '@plateforme/shared/platform/legal-admin.schemas';
import type { LegalText } from '@plateforme/shared/platform/legal.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

const key = ['admin', 'legal-texts'] as const;

/** GET /api/admin/legal-texts: the five texts as stored, placeholders kept. */
export async function getAdminLegalTexts(signal?: AbortSignal): Promise<AdminLegalText[]> {
  return (await apiClient.get<{ data: AdminLegalText[] }>('/api/admin/legal-texts', { signal })).data;
}

export function useAdminLegalTexts() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => getAdminLegalTexts(signal), meta: { silentErrors: true } });
}

/** PUT /api/admin/legal-texts/{slug}: the whole text. */
export async function updateLegalText({ slug, ...input }: LegalTextInput & { slug: string }): Promise<AdminLegalText> {
  return (await apiClient.put<{ data: AdminLegalText }>(`/api/admin/legal-texts/${slug}`, { body: input })).data;
}

export function useUpdateLegalText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLegalText,
    // The editor shows the server's message under the text.
    meta: { silentErrors: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      // The public page read earlier in this tab shows the new text.
      await queryClient.invalidateQueries({ queryKey: ['legal'] });
    },
  });
}

/** POST /api/admin/legal-texts/{slug}/preview: the draft as the public page would show it. */
export async function previewLegalText({ slug, ...input }: LegalTextInput & { slug: string }): Promise<LegalText> {
  return (await apiClient.post<{ data: LegalText }>(`/api/admin/legal-texts/${slug}/preview`, { body: input })).data;
}

export function usePreviewLegalText() {
  return useMutation({ mutationFn: previewLegalText, meta: { silentErrors: true } });
}
