import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminSubstitution } from '@plateforme/shared/workshops/admin.schemas';
import { formatDate } from '@plateforme/shared/format/dates';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/workshops-admin';
import { useState } from 'react';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { PlainTable } from '../../../../components/ui/plain-table.tsx';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useRemoveSubstitution, useSubstitutions } from '../api/substitutions.ts';
import { AddSubstitutionForm } from './add-substitution-form.tsx';
import { confirmDialogPreload, LazyConfirmDialog } from '../../../../components/admin/lazy-confirm-dialog.tsx';

/** The edit screen's substitutions: who stands in for the workshop's pros, and when. */
export function SubstitutionsSection({ workshopId }: { workshopId: number }) {
  const list = useSubstitutions(workshopId);
  const remove = useRemoveSubstitution(workshopId);
  const [pending, setPending] = useState<AdminSubstitution | null>(null);
  const confirm = async () => {
    if (!pending) return;
    const removed = await remove.mutateAsync(pending.id).then(
      () => true,
      () => false,
    );
    setPending(null);
    if (removed) showSnackbar(texts.substitutions.removed, 'success');
  };
  return (
    <Stack component="section" aria-labelledby="remplacements" spacing={2}>
      <Typography id="remplacements" component="h2" variant="h5">
        {texts.substitutions.title}
      </Typography>
      <QueryState
        query={list}
        errorMessage={texts.loadFailed}
        loadingLabel={texts.substitutions.title}
        isEmpty={(substitutions) => substitutions.length === 0}
        empty={<Typography>{texts.substitutions.empty}</Typography>}
      >
        {(substitutions) => (
          <PlainTable
            caption={texts.substitutions.caption}
            headers={[
              texts.substitutions.pro,
              texts.substitutions.start,
              texts.substitutions.end,
              texts.substitutions.remove,
            ]}
          >
            {substitutions.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.user_name}</TableCell>
                <TableCell>{formatDate(row.start)}</TableCell>
                <TableCell>{formatDate(row.end)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    color="error"
                    aria-label={texts.substitutions.removeLabel(row.user_name)}
                    onClick={() => setPending(row)}
                    {...confirmDialogPreload}
                  >
                    {texts.substitutions.remove}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </PlainTable>
        )}
      </QueryState>
      {remove.isError ? <Alert severity="error">{remove.error.message}</Alert> : null}
      <AddSubstitutionForm workshopId={workshopId} />
      <LazyConfirmDialog
        open={pending !== null}
        title={pending ? texts.substitutions.removeLabel(pending.user_name) : ''}
        confirmLabel={texts.substitutions.remove}
        pending={remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
