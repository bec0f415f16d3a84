import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PERSON_HISTORY_LIMIT } from '@plateforme/shared/accounts/admin.rules';
import type { AdminUserDetail } from '@plateforme/shared/accounts/admin.schemas';
import { formatDate, formatTimeRange } from '@plateforme/shared/format/dates';
import { formatEuros } from '@plateforme/shared/format/money';
import { adminPaymentsMessages } from '@plateforme/shared/messages/membership-admin';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PlainTable } from '../../../../components/ui/plain-table.tsx';

const texts = adminUsersMessages.history;

function Section({
  id,
  title,
  empty,
  count,
  capped = false,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  count: number;
  capped?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={1}>
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      {count === 0 ? <Typography>{empty}</Typography> : children}
      {capped && count >= PERSON_HISTORY_LIMIT && (
        <Typography variant="body2">{texts.truncated(PERSON_HISTORY_LIMIT)}</Typography>
      )}
    </Stack>
  );
}

/** The person's memberships with their dates, their payments and their sessions, the latest first. */
export function PersonHistory({ person }: { person: AdminUserDetail }) {
  return (
    <>
      <Section
        id="memberships-title"
        title={texts.membershipsTitle}
        empty={texts.noMembership}
        count={person.memberships.length}
      >
        <PlainTable
          caption={texts.membershipsCaption}
          captionHidden
          headers={[texts.start, texts.end, texts.source, texts.current]}
        >
          {person.memberships.map((period) => (
            <TableRow key={period.id}>
              <TableCell>{formatDate(period.start)}</TableCell>
              <TableCell>{formatDate(period.end)}</TableCell>
              <TableCell>{texts.sources[period.source] ?? period.source}</TableCell>
              <TableCell>
                {period.is_current ? adminUsersMessages.filters.yes : adminUsersMessages.filters.no}
              </TableCell>
            </TableRow>
          ))}
        </PlainTable>
      </Section>
      <Section
        id="payments-title"
        title={texts.paymentsTitle}
        empty={texts.noPayment}
        count={person.payments.length}
        capped
      >
        <PlainTable
          caption={texts.paymentsCaption}
          captionHidden
          headers={[texts.date, texts.reference, { label: texts.amount, align: 'right' }, texts.state]}
        >
          {person.payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell>{formatDate(payment.paid_at ?? payment.created_at)}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={`/admin/payments?q=${encodeURIComponent(payment.ref)}`}>
                  {payment.ref}
                </Link>
              </TableCell>
              <TableCell align="right">{formatEuros(payment.total_cents)}</TableCell>
              <TableCell>{adminPaymentsMessages.states[payment.status]}</TableCell>
            </TableRow>
          ))}
        </PlainTable>
      </Section>
      <Section
        id="meetings-title"
        title={texts.meetingsTitle}
        empty={texts.noMeeting}
        count={person.meetings.length}
        capped
      >
        <PlainTable
          caption={texts.meetingsCaption}
          captionHidden
          headers={[texts.when, texts.workshop, texts.place, texts.attendance]}
        >
          {person.meetings.map((meeting) => (
            <TableRow key={meeting.id}>
              <TableCell>{`${formatDate(meeting.start)} ${formatTimeRange(meeting.start, meeting.end)}`}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={`/admin/workshops/${meeting.workshop_id}`}>
                  {meeting.workshop_name}
                </Link>
              </TableCell>
              <TableCell>{texts.places[meeting.status]}</TableCell>
              <TableCell>
                {meeting.attendance === null ? texts.notTaken : meeting.attendance ? texts.present : texts.absent}
              </TableCell>
            </TableRow>
          ))}
        </PlainTable>
      </Section>
    </>
  );
}
