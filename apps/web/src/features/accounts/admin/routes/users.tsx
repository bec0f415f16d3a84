import Link from '@mui/material/Link';
import type { AdminUserItem } from '@plateforme/shared/accounts/admin.schemas';
import { formatDate } from '@plateforme/shared/format/dates';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminTable, type AdminColumn } from '../../../../components/admin/admin-table.tsx';
import { ListActions } from '../../../../components/admin/list-actions.tsx';
import { useAdminList } from '../../../../components/admin/use-admin-list.ts';
import { useOpenedOnce } from '../../../../lib/load-when-wanted.ts';
import { EmailWithConfirmation } from '../components/email-confirmed-marker.tsx';
import { PendingInvitations } from '../components/pending-invitations.tsx';
import { USER_FILTERS, UsersFilters } from '../components/users-filters.tsx';

// The invitation's form (the dialog, the day fields, the form hook) loads when the staff open it.
const InviteDialog = lazy(() => import('../components/invite-dialog.tsx').then((m) => ({ default: m.InviteDialog })));

const texts = adminUsersMessages;
const ARCHIVED_DEFAULT = { archived: 'no' };
const yesNo = (value: boolean) => (value ? texts.filters.yes : texts.filters.no);
const stateOf = (user: AdminUserItem) =>
  user.is_archived ? texts.states.archived : user.is_invited ? texts.states.invited : texts.states.active;

const columns: AdminColumn<AdminUserItem>[] = [
  {
    key: 'name',
    header: texts.columns.name,
    sort: 'lastname',
    cell: (user) => (
      <Link component={RouterLink} to={`/admin/users/${user.id}`}>
        {user.lastname} {user.firstname}
      </Link>
    ),
  },
  {
    key: 'email',
    header: texts.columns.email,
    sort: 'email',
    cell: (user) => <EmailWithConfirmation email={user.email} confirmed={user.email_confirmed} />,
  },
  { key: 'role', header: texts.columns.role, cell: (user) => texts.roles[user.role] },
  { key: 'premium', header: texts.columns.premium, cell: (user) => yesNo(user.is_premium) },
  { key: 'aja', header: texts.columns.aja, cell: (user) => yesNo(user.is_aja) },
  { key: 'state', header: texts.columns.state, cell: stateOf },
  { key: 'created', header: texts.columns.created, sort: 'created_at', cell: (user) => formatDate(user.created_at) },
];

/** /admin/users: every account, filtered and sorted on the server, with the invitations. */
export default function AdminUsersScreen() {
  const {
    params,
    update,
    list: users,
    exportQuery,
  } = useAdminList<AdminUserItem>({
    path: '/api/admin/users',
    key: ['admin', 'users', 'list'],
    sort: 'lastname',
    filters: USER_FILTERS,
    // Active people unless the staff ask for the archived ones, or for « Tous » (ADR 049).
    filterDefaults: ARCHIVED_DEFAULT,
  });
  const [inviting, setInviting] = useState(false);
  const inviteMounted = useOpenedOnce(inviting);
  return (
    <AdminPage
      title={texts.title}
      actions={
        <ListActions
          onAdd={() => setInviting(true)}
          addLabel={texts.invitations.invite}
          exportPath="/api/admin/users/export"
          exportQuery={exportQuery}
          fileName={texts.fileName}
        />
      }
    >
      <UsersFilters filters={params.filters} onChange={(filters) => update({ filters })} />
      <AdminTable
        caption={texts.caption}
        columns={columns}
        query={users}
        rowKey={(user) => user.id}
        params={params}
        onParams={update}
      />
      <PendingInvitations />
      {inviteMounted ? (
        <Suspense fallback={null}>
          <InviteDialog open={inviting} onClose={() => setInviting(false)} />
        </Suspense>
      ) : null}
    </AdminPage>
  );
}
