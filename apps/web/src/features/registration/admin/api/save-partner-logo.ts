import type { PartnerAdmin } from '@plateforme/shared/registration/admin.schemas';
import { useAdminSave } from '../../../../components/admin/use-admin-save.ts';
import { apiClient } from '../../../../lib/api-client.ts';
import { partnerQueryKey, partnersListKey } from './get-partner.ts';

/** POST /api/admin/partners/{id}/logo (multipart, field `logo`), or DELETE it when `file` is null. */
export async function savePartnerLogo({ id, file }: { id: number; file: File | null }) {
  const url = `/api/admin/partners/${id}/logo`;
  if (!file) return (await apiClient.delete<{ data: PartnerAdmin }>(url)).data;
  const formData = new FormData();
  formData.append('logo', file);
  return (await apiClient.post<{ data: PartnerAdmin }>(url, { formData })).data;
}

export function useSavePartnerLogo() {
  return useAdminSave(savePartnerLogo, { recordKey: partnerQueryKey, listKey: partnersListKey });
}
