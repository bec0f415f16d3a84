import { supportsMessages } from '@plateforme/shared/messages/supports';
import { attachmentDownloadPath } from '@plateforme/shared/supports/support-paths';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiClient } from './api-client.ts';
import { isApiError } from './api-error.ts';
import { saveFile } from './save-file.ts';
import { profileQueryKey } from './session.ts';
import { showSnackbar } from './snackbar.ts';

/**
 * Downloading a session file (P2 §7, §8), shared by the licence space and « Mes séances »:
 * fetched with the token, its progress shown, then saved under its own name. A 403 means
 * the person's rights changed: the spec's message, and the profile is loaded again.
 */
export type SupportFileRef = { id: number; name: string };
export type DownloadProgress = { attachmentId: number; percent: number | null };

export function useSupportDownload() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const download = useCallback(
    async (file: SupportFileRef, meetingId?: number): Promise<boolean> => {
      setProgress({ attachmentId: file.id, percent: null });
      try {
        const blob = await apiClient.get<Blob>(attachmentDownloadPath(file.id), {
          query: { meeting_id: meetingId },
          responseType: 'blob',
          onProgress: (received, total) =>
            setProgress({ attachmentId: file.id, percent: total ? Math.round((received / total) * 100) : null }),
        });
        saveFile(blob, file.name);
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 403) {
          showSnackbar(supportsMessages.downloadForbidden, 'error');
          void queryClient.invalidateQueries({ queryKey: profileQueryKey });
        } else if (!isApiError(error) || error.status !== 401) {
          // A 401 already ended the session with its own message.
          showSnackbar(supportsMessages.downloadFailed, 'error');
        }
        return false;
      } finally {
        setProgress(null);
      }
    },
    [queryClient],
  );

  return { download, progress };
}
