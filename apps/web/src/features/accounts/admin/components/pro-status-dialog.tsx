import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { proStatusInputSchema } from '@plateforme/shared/accounts/admin.schemas';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFormActions } from '../../../../components/admin/dialog-form-actions.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { inputResolver } from '../../../../lib/zod-resolver.ts';
import { useSaveProStatus } from '../api/save-pro-status.ts';
import { emptyStatus, toStatusInput, type ProStatusDraft } from './pro-status-draft.ts';
import { ProStatusFields } from './pro-status-fields.tsx';

const texts = adminUsersMessages.proStatuses;
/** In the form's order: the first field the server refuses gets the focus. */
const fields = ['type', 'start', 'end', 'is_blocked'] as const;
const resolver = inputResolver<ProStatusDraft, typeof proStatusInputSchema>(proStatusInputSchema, toStatusInput);

export type StatusEdit = { id: number | null; draft: ProStatusDraft };

/** Adds a status to a pro or changes one (the API refuses overlapping periods). */
export function ProStatusDialog({
  userId,
  editing,
  onClose,
}: {
  userId: number;
  editing: StatusEdit | null;
  onClose: () => void;
}) {
  const save = useSaveProStatus(userId);
  const { control, handleSubmit, setError, reset } = useForm<ProStatusDraft>({ resolver, defaultValues: emptyStatus });
  useEffect(() => {
    if (editing) reset(editing.draft);
  }, [editing, reset]);

  const submit = handleSubmit(async (draft) => {
    if (!editing) return;
    try {
      await save.mutateAsync({ statusId: editing.id, body: proStatusInputSchema.parse(toStatusInput(draft)) });
      showSnackbar(adminMessages.saved, 'success');
      onClose();
    } catch (error) {
      const outcome = applyServerErrors(error, setError, fields);
      if (outcome.placed === 0) showSnackbar(outcome.message, 'error');
    }
  });
  return (
    <Dialog open={editing !== null} onClose={onClose} aria-labelledby="status-title" fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="status-title">{editing?.id ? texts.editTitle : texts.addTitle}</DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>
            <ProStatusFields control={control} prefix="" />
          </Stack>
        </DialogContent>
        <DialogFormActions cancelLabel={adminUsersMessages.detail.cancel} onCancel={onClose} pending={save.isPending}>
          {texts.save}
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
