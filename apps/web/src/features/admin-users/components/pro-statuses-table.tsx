import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { proStatusInputSchema, type ProStatusItem } from '@plateforme/shared/admin/admin-users.schemas';
import { adminMessages } from '@plateforme/shared/messages/admin';
import { adminUsersMessages } from '@plateforme/shared/messages/admin-users';
import { useRef, useState, type FormEvent } from 'react';
import { DialogFormActions } from '../../../components/admin/dialog-form-actions.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { TableCaption } from '../../../components/ui/table-caption.tsx';
import { TableHeaderRow } from '../../../components/ui/table-header-row.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useDeleteProStatus, useSaveProStatus } from '../api/save-pro-status.ts';
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../hooks/field-errors.ts';
import { emptyStatus, ProStatusFields, toStatusInput, type ProStatusDraft } from './pro-status-fields.tsx';

const texts = adminUsersMessages.proStatuses;
const day = (value: string) => value.split('-').reverse().join('/');

/** A pro's statuses with add, edit and remove (the API refuses overlapping periods). */
export function ProStatusesTable({ userId, statuses }: { userId: number; statuses: ProStatusItem[] }) {
  const [editing, setEditing] = useState<{ id: number | null; draft: ProStatusDraft } | null>(null);
  const [removing, setRemoving] = useState<ProStatusItem | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveProStatus(userId);
  const remove = useDeleteProStatus(userId);

  const close = () => {
    setEditing(null);
    setErrors({});
  };
  const fail = (next: FieldErrors) => {
    setErrors(next);
    requestAnimationFrame(() => focusFirstError(form.current));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const parsed = proStatusInputSchema.safeParse(toStatusInput(editing.draft));
    if (!parsed.success) return fail(zodFieldErrors(parsed.error));
    save.mutate(
      { statusId: editing.id, body: parsed.data },
      {
        onSuccess: () => {
          showSnackbar(adminMessages.saved, 'success');
          close();
        },
        onError: (error) => fail(serverFieldErrors(error)),
      },
    );
  };
  return (
    <Stack spacing={1}>
      <div>
        <Button variant="outlined" onClick={() => setEditing({ id: null, draft: emptyStatus })}>
          {texts.add}
        </Button>
      </div>
      {statuses.length === 0 ? (
        <Typography>{texts.empty}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableCaption>{texts.caption}</TableCaption>
            <TableHeaderRow headers={[texts.type, texts.start, texts.end, texts.blocked, texts.actions]} />
            <TableBody>
              {statuses.map((status) => (
                <TableRow key={status.id}>
                  <TableCell>{texts.types[status.type]}</TableCell>
                  <TableCell>{day(status.start)}</TableCell>
                  <TableCell>{status.end ? day(status.end) : texts.noEnd}</TableCell>
                  <TableCell>{status.is_blocked ? texts.yes : texts.no}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button size="small" aria-label={`${texts.edit} : ${texts.types[status.type]} ${day(status.start)}`} onClick={() => setEditing({ id: status.id, draft: { ...status, end: status.end ?? '' } })}>
                        {texts.edit}
                      </Button>
                      <Button size="small" color="error" aria-label={`${texts.remove} : ${texts.types[status.type]} ${day(status.start)}`} onClick={() => setRemoving(status)}>
                        {texts.remove}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Dialog open={editing !== null} onClose={close} aria-labelledby="status-title" fullWidth maxWidth="xs">
        <form ref={form} onSubmit={submit} noValidate>
          <DialogTitle id="status-title">{editing?.id ? texts.editTitle : texts.addTitle}</DialogTitle>
          <DialogContent>
            <Stack sx={{ pt: 1 }}>{editing && <ProStatusFields idPrefix="status" value={editing.draft} onChange={(draft) => setEditing({ ...editing, draft })} errors={errors} />}</Stack>
          </DialogContent>
          <DialogFormActions cancelLabel={adminUsersMessages.detail.cancel} onCancel={close} pending={save.isPending}>
            {texts.save}
          </DialogFormActions>
        </form>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={texts.removeTitle}
        confirmLabel={texts.remove}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null), onError: (error) => void serverFieldErrors(error) })}
      />
    </Stack>
  );
}
