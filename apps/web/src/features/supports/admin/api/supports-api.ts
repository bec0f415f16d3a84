import type { AdminSupport, SupportBody, SupportFileRole } from '@plateforme/shared/supports/admin.schemas';
import { apiClient } from '../../../../lib/api-client.ts';
import type { UploadOptions } from '../../../../lib/upload.ts';

/** The upload with progress loads when a file is sent, not with the screens that offer one. */
const upload = async <T>(path: string, form: FormData, options: UploadOptions) =>
  (await import('../../../../lib/upload.ts')).uploadWithProgress<T>(path, form, options);

type One<Item> = { data: Item };

export const adminSupportsKey = ['admin', 'supports'] as const;

export const supportsApi = {
  get: async (id: number) => (await apiClient.get<One<AdminSupport>>(`/api/admin/supports/${id}`)).data,
  create: async (body: SupportBody) => (await apiClient.post<One<AdminSupport>>('/api/admin/supports', { body })).data,
  update: async (id: number, body: SupportBody) =>
    (await apiClient.put<One<AdminSupport>>(`/api/admin/supports/${id}`, { body })).data,
  remove: (id: number) => apiClient.delete<null>(`/api/admin/supports/${id}`),
  upload: async (id: number, role: SupportFileRole, form: FormData, options: UploadOptions) =>
    (await upload<One<AdminSupport>>(`/api/admin/supports/${id}/attachments/${role}`, form, options)).data,
  removeFile: async (id: number, role: SupportFileRole) =>
    (await apiClient.delete<One<AdminSupport>>(`/api/admin/supports/${id}/attachments/${role}`)).data,
};
