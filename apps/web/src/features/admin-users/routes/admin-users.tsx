import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { AdminUserItem } from '@plateforme/shared/admin/admin-users.schemas';
import { adminUsersMessages } from '@plateforme/shared/messages/admin-users';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { AdminTable, type AdminColumn } from '../../../components/admin/admin-table.tsx';
import { ExportButton } from '../../../components/admin/export-button.tsx';
import { toAdminQuery, useAdminListParams } from '../../../components/admin/use-admin-list-params.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { InviteDialog } from '../components/invite-dialog.tsx';
import { PendingInvitations } from '../components/pending-invitations.tsx';
import { USER_FILTERS, UsersFilters } from '../components/users-filters.tsx';

const texts = adminUsersMessages;
const yesNo = (value: boolean) => (value ? texts.filters.yes : texts.filters.no);
const stateOf = (user: AdminUserItem) => (user.is_archived ? texts.states.archived : user.is_invited ? texts.states.invited : texts.states.active);

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
  { key: 'email', header: texts.columns.email, sort: 'email', cell: (user) => user.email },
  { key: 'role', header: texts.columns.role, cell: (user) => texts.roles[user.role] },
  { key: 'premium', header: texts.columns.premium, cell: (user) => yesNo(user.is_premium) },
  { key: 'aja', header: texts.columns.aja, cell: (user) => yesNo(user.is_aja) },
  { key: 'state', header: texts.columns.state, cell: stateOf },
  { key: 'created', header: texts.columns.created, sort: 'created_at', cell: (user) => new Date(user.created_at).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' }) },
];

/** /admin/users: every account, filtered and sorted on the server, with the invitations. */
export default function AdminUsersScreen() {
  const { params, update } = useAdminListParams({ sort: 'lastname', filters: USER_FILTERS });
  const query = toAdminQuery(params);
  const users = useAdminUsers(query);
  const [inviting, setInviting] = useState(false);
  const { page: _page, per_page: _perPage, ...exportQuery } = query;
  return (
    <AdminPage
      title={texts.title}
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setInviting(true)}>
            {texts.invitations.invite}
          </Button>
          <ExportButton path="/api/admin/users/export" query={exportQuery} fileName={texts.fileName} />
        </Stack>
      }
    >
      <UsersFilters filters={params.filters} onChange={(filters) => update({ filters })} />
      <AdminTable caption={texts.caption} columns={columns} query={users} rowKey={(user) => user.id} params={params} onParams={update} />
      <PendingInvitations />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </AdminPage>
  );
}
