import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@plateforme/shared/format/dates';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { isEmptyPage, QueryState } from '../../../../components/ui/query-state.tsx';
import { PlainTable } from '../../../../components/ui/plain-table.tsx';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { usePendingInvitations, useResendInvitation } from '../api/invitations.ts';
import { serverFieldErrors } from '../hooks/field-errors.ts';

const texts = adminUsersMessages.invitations;

/** The invitations not used yet, each with « Renvoyer » (a new link; the old one stops working). */
export function PendingInvitations() {
  const pending = usePendingInvitations();
  const resend = useResendInvitation();
  return (
    <Stack component="section" aria-labelledby="pending-invitations" spacing={1}>
      <Typography id="pending-invitations" variant="h2">
        {texts.pendingTitle}
      </Typography>
      <QueryState
        query={pending}
        errorMessage={adminMessages.loadFailed}
        loadingLabel={texts.pendingTitle}
        isEmpty={isEmptyPage}
        empty={<Typography>{texts.empty}</Typography>}
      >
        {({ data: invitations }) => (
          <PlainTable
            caption={texts.pendingCaption}
            headers={[adminUsersMessages.columns.name, texts.email, texts.role, texts.expires, texts.actions]}
          >
            {invitations.map((invitation) => (
              <TableRow key={invitation.id}>
                <TableCell>
                  {invitation.lastname} {invitation.firstname}
                </TableCell>
                <TableCell>{invitation.email}</TableCell>
                <TableCell>{adminUsersMessages.roles[invitation.role]}</TableCell>
                <TableCell>
                  {new Date(invitation.expires_at) < new Date() ? texts.expired : formatDate(invitation.expires_at)}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={resend.isPending}
                    aria-label={`${texts.resend} : ${invitation.email}`}
                    onClick={() =>
                      resend.mutate(invitation.id, {
                        onSuccess: (sent) => showSnackbar(texts.resent(sent.email), 'success'),
                        onError: (error) => void serverFieldErrors(error),
                      })
                    }
                  >
                    {texts.resend}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </PlainTable>
        )}
      </QueryState>
    </Stack>
  );
}
