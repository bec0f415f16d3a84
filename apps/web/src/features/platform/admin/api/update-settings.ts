import type { AdminSettingsAnswer, SettingsForm } from '@plateforme/shared/platform/settings.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';

/** PUT /api/admin/settings: every field. */
export function updateAdminSettings(data: SettingsForm) {
  return apiClient.put<AdminSettingsAnswer>('/api/admin/settings', { body: data });
}

export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    // The form shows the server's messages under its fields.
    meta: { silentErrors: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(['admin', 'settings'], answer);
      // The amounts and the companion's address are read elsewhere in the app.
      await queryClient.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}
