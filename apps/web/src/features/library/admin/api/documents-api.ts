import type { AdminDocument, DocumentBody } from '@plateforme/shared/library/admin.schemas';
import { apiClient } from '../../../../lib/api-client.ts';
import type { UploadOptions } from '../../../../lib/upload.ts';

/** The upload with progress loads when a file is sent, not with the screens that offer one. */
const upload = async <T>(path: string, form: FormData, options: UploadOptions) =>
  (await import('../../../../lib/upload.ts')).uploadWithProgress<T>(path, form, options);

type One<Item> = { data: Item };

export const adminDocumentsKey = ['admin', 'documents'] as const;

export const documentsApi = {
  get: async (id: number) => (await apiClient.get<One<AdminDocument>>(`/api/admin/documents/${id}`)).data,
  create: async (form: FormData, options: UploadOptions) =>
    (await upload<One<AdminDocument>>('/api/admin/documents', form, options)).data,
  replaceFile: async (id: number, form: FormData, options: UploadOptions) =>
    (
      await upload<One<AdminDocument>>(`/api/admin/documents/${id}/file`, form, {
        ...options,
        method: 'PUT',
      })
    ).data,
  update: async (id: number, body: DocumentBody) =>
    (await apiClient.put<One<AdminDocument>>(`/api/admin/documents/${id}`, { body })).data,
  remove: (id: number) => apiClient.delete<null>(`/api/admin/documents/${id}`),
};
