import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { showSnackbar } from '../../lib/snackbar.ts';

/**
 * « Supprimer » on a document or a support: asked in a ConfirmDialog, then removed once, the
 * list refreshed and left for. Refused or failed, the record stays and the question closes
 * saying why. `id` is the record shown, none on a creation screen (nothing to delete yet).
 */
export function useConfirmedDelete(
  id: number | undefined,
  remove: (id: number) => Promise<unknown>,
  refresh: () => Promise<unknown>,
  listPath: string,
) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (id === undefined) return;
    setDeleting(true);
    try {
      await remove(id);
      await refresh();
      showSnackbar(adminContentMessages.deleted, 'success');
      navigate(listPath);
    } catch (caught) {
      setConfirming(false);
      showSnackbar(isApiError(caught) ? caught.message : adminContentMessages.deleteFailed, 'error');
    } finally {
      setDeleting(false);
    }
  };
  return { confirming, deleting, ask: () => setConfirming(true), cancel: () => setConfirming(false), confirm };
}

export type ConfirmedDelete = ReturnType<typeof useConfirmedDelete>;
