import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProStatusItem } from '@plateforme/shared/accounts/admin.schemas';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { lazy, Suspense, useState } from 'react';
import { PlainTable } from '../../../../components/ui/plain-table.tsx';
import { useOpenedOnce } from '../../../../lib/load-when-wanted.ts';
import { useDeleteProStatus } from '../api/save-pro-status.ts';
import { serverFieldErrors } from '../hooks/field-errors.ts';
import type { StatusEdit } from './pro-status-dialog.tsx';
import { emptyStatus } from './pro-status-draft.ts';
import { LazyConfirmDialog } from '../../../../components/admin/lazy-confirm-dialog.tsx';

// The status form (the day fields, the form hook) loads when the staff add or change a status.
const ProStatusDialog = lazy(() => import('./pro-status-dialog.tsx').then((m) => ({ default: m.ProStatusDialog })));

const texts = adminUsersMessages.proStatuses;
const day = (value: string) => value.split('-').reverse().join('/');

/** A pro's statuses with add, edit and remove (the API refuses overlapping periods). */
export function ProStatusesTable({ userId, statuses }: { userId: number; statuses: ProStatusItem[] }) {
  const [editing, setEditing] = useState<StatusEdit | null>(null);
  const [removing, setRemoving] = useState<ProStatusItem | null>(null);
  const remove = useDeleteProStatus(userId);
  const dialogMounted = useOpenedOnce(editing !== null);

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
        <PlainTable
          caption={texts.caption}
          headers={[texts.type, texts.start, texts.end, texts.blocked, texts.actions]}
        >
          {statuses.map((status) => (
            <TableRow key={status.id}>
              <TableCell>{texts.types[status.type]}</TableCell>
              <TableCell>{day(status.start)}</TableCell>
              <TableCell>{status.end ? day(status.end) : texts.noEnd}</TableCell>
              <TableCell>{status.is_blocked ? texts.yes : texts.no}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    aria-label={`${texts.edit} : ${texts.types[status.type]} ${day(status.start)}`}
                    onClick={() => setEditing({ id: status.id, draft: { ...status, end: status.end ?? '' } })}
                  >
                    {texts.edit}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={`${texts.remove} : ${texts.types[status.type]} ${day(status.start)}`}
                    onClick={() => setRemoving(status)}
                  >
                    {texts.remove}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </PlainTable>
      )}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <ProStatusDialog userId={userId} editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      <LazyConfirmDialog
        open={removing !== null}
        title={texts.removeTitle}
        confirmLabel={texts.remove}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => setRemoving(null),
            onError: (error) => void serverFieldErrors(error),
          })
        }
      />
    </Stack>
  );
}
