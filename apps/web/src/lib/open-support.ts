import { supportsMessages } from '@plateforme/shared/messages/supports';
import {
  attachmentDownloadPath,
  slideshowLinkPath,
  type SlideshowRole,
} from '@plateforme/shared/supports/support-paths';
import type { SupportAttachment } from '@plateforme/shared/supports/supports.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient, buildUrl } from './api-client.ts';
import { isApiError } from './api-error.ts';
import { profileQueryKey } from './session.ts';
import { showSnackbar } from './snackbar.ts';

type SlideshowLink = { data: { url: string; expires_at: string } };

/** A guide is a slideshow archive or a PDF (ADR 046); an older answer without `mime` is told by its name. */
export const isSlideshowFile = (file: Pick<SupportAttachment, 'mime' | 'name'>) =>
  file.mime ? file.mime === 'application/zip' : /\.zip$/i.test(file.name);

/** How long the PDF's object address stays valid once opened: the viewer has read it by then. */
const PDF_ADDRESS_MS = 10 * 60_000;

/**
 * Opening a support's slides or guide in a new window (P2 §7, P2-SUP-03, P2-SUP-11), shared by
 * the licence space and the workshop's sessions (ADR 060), as the download is (ADR 038). The
 * window is opened at the click, before any request, so that no popup blocker stops it:
 * - a slideshow archive (the slides, or a guide made of slides): the API's signed link, since
 *   the window carries no token;
 * - a PDF guide: fetched with the token, then shown from an object address.
 * `meetingId` asks for a session's window (the workshop's pros); without it only the licence
 * rights apply. A 403 says the rights changed and loads the profile again.
 */
export function useOpenSupport() {
  const queryClient = useQueryClient();
  return useCallback(
    async (file: SupportAttachment, role: SlideshowRole, meetingId?: number) => {
      const slides = role === 'pro_attachment' || isSlideshowFile(file);
      const failed = slides ? supportsMessages.slideshowOpenFailed : supportsMessages.pdfOpenFailed;
      const opened = window.open('', '_blank');
      if (!opened) {
        showSnackbar(failed, 'error');
        return;
      }
      opened.opener = null;
      try {
        if (slides) {
          const { data } = await apiClient.post<SlideshowLink>(slideshowLinkPath(file.attachable_id, role), {
            query: { meeting_id: meetingId },
          });
          opened.location.href = buildUrl(data.url);
        } else {
          const blob = await apiClient.get<Blob>(attachmentDownloadPath(file.id), {
            query: { meeting_id: meetingId },
            responseType: 'blob',
          });
          const address = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
          opened.location.href = address;
          setTimeout(() => URL.revokeObjectURL(address), PDF_ADDRESS_MS);
        }
      } catch (error) {
        opened.close();
        if (isApiError(error) && error.status === 403) {
          showSnackbar(supportsMessages.downloadForbidden, 'error');
          void queryClient.invalidateQueries({ queryKey: profileQueryKey });
        } else if (!isApiError(error) || error.status !== 401) {
          // A 401 already ended the session with its own message.
          showSnackbar(failed, 'error');
        }
      }
    },
    [queryClient],
  );
}
