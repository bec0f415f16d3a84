import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { adminContentMessages } from '@plateforme/shared/messages/supports-admin';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { preloadOn, useOpenedOnce } from '../../lib/load-when-wanted.ts';
import type { CheckedFormProps } from '../../lib/use-checked-form.ts';
import { AdminPage } from './admin-page.tsx';
import { useConfirmedDelete } from './use-confirmed-delete.ts';

// The question « Supprimer définitivement ? » and its dialog load when first asked.
const loadConfirmDelete = () => import('./confirm-delete-dialog.tsx');
const ConfirmDeleteDialog = lazy(() => loadConfirmDelete().then((module) => ({ default: module.ConfirmDeleteDialog })));

type Props = {
  title: string;
  /** The list the record belongs to: linked back to, and shown once the record is deleted. */
  listPath: string;
  /** The record shown; none on a creation screen (nothing to delete yet). */
  recordId: number | undefined;
  remove: (id: number) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  /** What goes with the record, said in the question before deleting. */
  deleteText: string;
  /** The record's useCheckedForm. */
  form: { formProps: CheckedFormProps; submitting: boolean };
  /** False where the fields are sent another way (a new document, created with its file). */
  savable?: boolean;
  /** The record's fields. */
  children: ReactNode;
  /** What follows the form: the record's files. */
  files?: ReactNode;
};

/**
 * A document's or a support's page: its fields with « Enregistrer » and « Supprimer » (asked
 * first), then its files, under a link back to the list.
 */
export function AdminRecordForm({
  title,
  listPath,
  recordId,
  remove,
  refresh,
  deleteText,
  form,
  savable = true,
  children,
  files,
}: Props) {
  const deletion = useConfirmedDelete(recordId, remove, refresh, listPath);
  const asked = useOpenedOnce(deletion.confirming);
  const deletable = recordId !== undefined;
  return (
    <AdminPage
      title={title}
      actions={
        <Link component={RouterLink} to={listPath}>
          {adminContentMessages.back}
        </Link>
      }
    >
      <Stack component="form" spacing={2} {...form.formProps} sx={{ maxWidth: 640 }}>
        {children}
        {savable || deletable ? (
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {savable ? (
              <Button type="submit" variant="contained" disabled={form.submitting} aria-busy={form.submitting}>
                {adminContentMessages.save}
              </Button>
            ) : null}
            {deletable ? (
              <Button color="error" onClick={deletion.ask} {...preloadOn(loadConfirmDelete)}>
                {adminContentMessages.delete}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      {files}
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog deletion={deletion} text={deleteText} />
        </Suspense>
      ) : null}
    </AdminPage>
  );
}
