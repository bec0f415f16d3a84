import { supportsMessages } from '@plateforme/shared/messages/library';
import { slideshowLinkPath } from '@plateforme/shared/supports/support-paths';
import type { SupportAttachment } from '@plateforme/shared/supports/supports.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient, buildUrl } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { profileQueryKey } from '../../../lib/session.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';

type SlideshowLink = { data: { url: string; expires_at: string } };

/**
 * The slides are a small site served by the API in a new window (P2 §7). That window carries
 * no token, so the API first gives a signed link; the window is opened at the click (before
 * the call) so that no popup blocker stops it.
 */
export function useOpenSlides() {
  const queryClient = useQueryClient();
  return useCallback(
    async (file: SupportAttachment) => {
      const opened = window.open('', '_blank');
      if (!opened) {
        showSnackbar(supportsMessages.slideshowOpenFailed, 'error');
        return;
      }
      opened.opener = null;
      try {
        const { data } = await apiClient.post<SlideshowLink>(slideshowLinkPath(file.attachable_id, 'pro_attachment'));
        opened.location.href = buildUrl(data.url);
      } catch (error) {
        opened.close();
        if (isApiError(error) && error.status === 403) {
          showSnackbar(supportsMessages.downloadForbidden, 'error');
          void queryClient.invalidateQueries({ queryKey: profileQueryKey });
        } else if (!isApiError(error) || error.status !== 401) {
          showSnackbar(supportsMessages.slideshowOpenFailed, 'error');
        }
      }
    },
    [queryClient],
  );
}
