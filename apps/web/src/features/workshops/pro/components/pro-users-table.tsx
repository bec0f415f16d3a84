import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { UserListItem } from '@plateforme/shared/workshops/members.schemas';
import { formatDate } from '@plateforme/shared/format/dates';
import { proUsersMessages } from '@plateforme/shared/messages/accounts';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PlainTable } from '../../../../components/ui/plain-table.tsx';

const { columns, none } = proUsersMessages;

/** DD/MM/YYYY of an instant, « – » without one. */
export function formatDay(value: string | null | undefined): string {
  return value ? formatDate(new Date(value)) : none;
}

/** The member code, else the platform code (P2 §2). */
export const memberCodeOf = (user: Pick<UserListItem, 'code' | 'member_code'>) => user.member_code || user.code || none;

const numeric = { align: 'right' } as const;

/**
 * « Mes adhérents » (P2 §2): one row a member. The row opens the card on a click; the name is
 * also a real link, for the keyboard and screen readers. Scrolls sideways on a phone.
 */
export function ProUsersTable({ users }: { users: readonly UserListItem[] }) {
  const navigate = useNavigate();
  return (
    <PlainTable
      caption={proUsersMessages.title}
      captionHidden
      headers={[
        columns.createdAt,
        columns.code,
        columns.lastname,
        columns.firstname,
        columns.email,
        columns.lastQpr,
        columns.lastQsat,
        { label: columns.subscriptions, align: 'right' },
        { label: columns.presences, align: 'right' },
        { label: columns.absences, align: 'right' },
        { label: columns.unsubscriptions, align: 'right' },
      ]}
      minWidth={1100}
    >
      {users.map((user) => {
        const to = `/user/${user.id}`;
        return (
          <TableRow key={user.id} hover onClick={() => void navigate(to)} sx={{ cursor: 'pointer' }}>
            <TableCell>{formatDay(user.created_at)}</TableCell>
            <TableCell>{memberCodeOf(user)}</TableCell>
            <TableCell>
              <Link
                component={RouterLink}
                to={to}
                aria-label={proUsersMessages.open(`${user.firstname} ${user.lastname}`)}
                onClick={(event) => event.stopPropagation()}
              >
                {user.lastname}
              </Link>
            </TableCell>
            <TableCell>{user.firstname}</TableCell>
            <TableCell sx={{ overflowWrap: 'break-word' }}>{user.email}</TableCell>
            <TableCell>{formatDay(user.last_qpr?.created_at)}</TableCell>
            <TableCell>{formatDay(user.last_qsat?.created_at)}</TableCell>
            <TableCell {...numeric}>{user.subscriptions_count}</TableCell>
            <TableCell {...numeric}>{user.presences_count}</TableCell>
            <TableCell {...numeric}>{user.absences_count}</TableCell>
            <TableCell {...numeric}>{user.unsubscriptions_count}</TableCell>
          </TableRow>
        );
      })}
    </PlainTable>
  );
}
