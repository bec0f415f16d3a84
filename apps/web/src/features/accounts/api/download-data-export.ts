import { dataExportMessages } from '@plateforme/shared/messages/accounts-data';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/user/data-export/{id}/download: the ZIP, fetched with the Bearer token, then saved. */
export async function downloadDataExport(id: number): Promise<void> {
  const blob = await apiClient.get<Blob>(`/api/user/data-export/${id}/download`, { responseType: 'blob' });
  saveFile(blob, dataExportMessages.fileName);
}

export function useDownloadDataExport() {
  return useMutation({ mutationFn: downloadDataExport, meta: { silentErrors: true } });
}
