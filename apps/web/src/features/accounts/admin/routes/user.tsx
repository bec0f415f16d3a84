import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useSetAdminUserArchived } from '../api/archive-admin-user.ts';
import { useAdminUser } from '../api/get-admin-user.ts';
import { EmailConfirmationState } from '../components/email-confirmed-marker.tsx';
import { PersonHistory } from '../components/person-history.tsx';
import { ProStatusesTable } from '../components/pro-statuses-table.tsx';
import { UserEditForm } from '../components/user-edit-form.tsx';
import { serverFieldErrors } from '../hooks/field-errors.ts';
import { LazyConfirmDialog } from '../../../../components/admin/lazy-confirm-dialog.tsx';

const texts = adminUsersMessages.detail;

/** /admin/users/:id: the account's fields, its activity, archive, and a pro's statuses. */
export default function AdminUserScreen() {
  const id = Number(useParams().id);
  const user = useAdminUser(id);
  const archive = useSetAdminUserArchived(id);
  const [confirming, setConfirming] = useState(false);
  const back = (
    <Link component={RouterLink} to="/admin/users">
      {texts.back}
    </Link>
  );
  const validId = Number.isInteger(id) && id > 0;
  if (user.isError || !validId) {
    const missing = !validId || (isApiError(user.error) && user.error.status === 404);
    return (
      <AdminPage title={adminUsersMessages.title} actions={back}>
        <ErrorState
          message={missing ? texts.notFound : undefined}
          onRetry={missing ? undefined : () => void user.refetch()}
        />
      </AdminPage>
    );
  }
  if (!user.data) {
    return (
      <AdminPage title={adminUsersMessages.title} actions={back}>
        <PageLoader />
      </AdminPage>
    );
  }
  const person = user.data;
  const setArchived = (archived: boolean) =>
    archive.mutate(archived, {
      onSuccess: () => {
        setConfirming(false);
        showSnackbar(archived ? texts.archived : texts.unarchived, 'success');
      },
      onError: (error) => void serverFieldErrors(error),
    });
  return (
    <AdminPage title={`${person.firstname} ${person.lastname}`} actions={back}>
      {person.is_archived && <Typography role="status">{texts.archived}</Typography>}
      <Stack component="section" aria-labelledby="identity-title" spacing={2}>
        <Typography id="identity-title" variant="h2">
          {texts.identity}
        </Typography>
        <UserEditForm key={person.id} user={person} />
      </Stack>
      <Stack component="section" aria-labelledby="summary-title" spacing={1}>
        <Typography id="summary-title" variant="h2">
          {texts.summary}
        </Typography>
        <EmailConfirmationState confirmedAt={person.email_confirmed_at} />
        <Typography>{texts.memberships(person.memberships.length)}</Typography>
        <Typography>{texts.payments(person.recent_payments_count)}</Typography>
        <Typography>{texts.workshops(person.workshops_count)}</Typography>
      </Stack>
      <PersonHistory person={person} />
      {person.role === 'pro' && (
        <Stack component="section" aria-labelledby="statuses-title" spacing={1}>
          <Typography id="statuses-title" variant="h2">
            {adminUsersMessages.proStatuses.title}
          </Typography>
          <ProStatusesTable userId={person.id} statuses={person.pro_statuses} />
        </Stack>
      )}
      <div>
        {person.is_archived ? (
          <Button variant="outlined" onClick={() => setArchived(false)} disabled={archive.isPending}>
            {texts.unarchive}
          </Button>
        ) : (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {texts.archive}
          </Button>
        )}
      </div>
      <LazyConfirmDialog
        open={confirming}
        title={texts.archiveTitle}
        text={texts.archiveText}
        pending={archive.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => setArchived(true)}
      />
    </AdminPage>
  );
}
