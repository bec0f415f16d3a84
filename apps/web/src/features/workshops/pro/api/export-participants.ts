import { participantsFileName } from '@plateforme/shared/workshops/export-file-name';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client.ts';
import { saveFile } from '../../../../lib/save-file.ts';

type ExportInput = { meetingId: number; workshopName: string; start: string };

/** GET /api/meetings/{id}/export-subscribers with the Bearer token, saved under the API's file name. */
export async function exportParticipants({ meetingId, workshopName, start }: ExportInput): Promise<void> {
  const blob = await apiClient.get<Blob>(`/api/meetings/${meetingId}/export-subscribers`, {
    responseType: 'blob',
    showForbidden: true,
  });
  saveFile(blob, participantsFileName(workshopName, start));
}

export function useExportParticipants() {
  return useMutation({ mutationFn: exportParticipants, meta: { silentErrors: true } });
}
