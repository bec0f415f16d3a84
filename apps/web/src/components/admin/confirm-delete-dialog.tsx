import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { ConfirmedDelete } from './use-confirmed-delete.ts';

/** The question « Supprimer définitivement ? » of a useConfirmedDelete, saying what goes with the record. */
export function ConfirmDeleteDialog({ deletion, text }: { deletion: ConfirmedDelete; text: string }) {
  return (
    <ConfirmDialog
      open={deletion.confirming}
      title={adminContentMessages.confirmDelete}
      text={text}
      confirmLabel={adminContentMessages.delete}
      pending={deletion.deleting}
      onCancel={deletion.cancel}
      onConfirm={() => void deletion.confirm()}
    />
  );
}
