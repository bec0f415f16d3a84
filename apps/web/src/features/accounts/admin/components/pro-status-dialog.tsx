import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { proStatusInputSchema } from '@plateforme/shared/accounts/admin.schemas';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { DialogFormActions } from '../../../../components/admin/dialog-form-actions.tsx';
import { lazyCheck } from '../../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useSaveProStatus } from '../api/save-pro-status.ts';
import { emptyStatus, toStatusInput, type ProStatusDraft } from './pro-status-draft.ts';
import { ProStatusFields } from './pro-status-fields.tsx';

const texts = adminUsersMessages.proStatuses;
const validation = lazyCheck<ProStatusDraft, typeof proStatusInputSchema>(
  () => import('@plateforme/shared/accounts/admin.schemas').then((m) => m.proStatusInputSchema),
  toStatusInput,
);

export type StatusEdit = { id: number | null; draft: ProStatusDraft };
type Props = { userId: number; editing: StatusEdit | null; onClose: () => void };

/** Adds a status to a pro or changes one (the API refuses overlapping periods). */
export function ProStatusDialog({ userId, editing, onClose }: Props) {
  return (
    <Dialog open={editing !== null} onClose={onClose} aria-labelledby="status-title" fullWidth maxWidth="xs">
      {/* A new form at each opening, from its status, and at closing: the field the focus leaves says nothing. */}
      <StatusForm key={editing ? 'open' : 'closed'} userId={userId} editing={editing} onClose={onClose} />
    </Dialog>
  );
}

function StatusForm({ userId, editing, onClose }: Props) {
  const save = useSaveProStatus(userId);
  const form = useCheckedForm({
    initial: editing?.draft ?? emptyStatus,
    validation,
    onValid: async (body) => {
      if (!editing) return;
      await save.mutateAsync({ statusId: editing.id, body });
      showSnackbar(adminMessages.saved, 'success');
      onClose();
    },
  });
  return (
    <form {...form.formProps}>
      <DialogTitle id="status-title">{editing?.id ? texts.editTitle : texts.addTitle}</DialogTitle>
      <DialogContent>
        <Stack sx={{ pt: 1 }}>
          <ProStatusFields form={form} prefix="" />
        </Stack>
      </DialogContent>
      <DialogFormActions cancelLabel={adminUsersMessages.detail.cancel} onCancel={onClose} pending={save.isPending}>
        {texts.save}
      </DialogFormActions>
    </form>
  );
}
