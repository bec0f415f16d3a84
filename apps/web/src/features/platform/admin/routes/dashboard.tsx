import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@plateforme/shared/platform/admin.schemas';
import { formatDate, formatTime } from '@plateforme/shared/format/dates';
import { formatEuros } from '@plateforme/shared/format/money';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { adminCoreMessages } from '@plateforme/shared/messages/platform-admin';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { PlainTable } from '../../../../components/ui/plain-table.tsx';
import { useDashboard } from '../api/get-dashboard.ts';

const texts = adminCoreMessages.dashboard;
const sections = adminMessages.sections;

type Figure = { key: string; label: string; value: string; detail?: string; link?: { to: string; section: string } };

function figuresOf(data: Dashboard): Figure[] {
  return [
    {
      key: 'premium',
      label: texts.premiumMembers,
      value: String(data.premium_members),
      link: { to: '/admin/users', section: sections.users },
    },
    {
      key: 'new',
      label: texts.newMembers,
      value: String(data.new_members),
      link: { to: '/admin/users', section: sections.users },
    },
    {
      key: 'sessions',
      label: texts.sessions,
      value: String(data.sessions.count),
      detail: texts.fillRate(data.sessions.fill_rate, data.sessions.validated, data.sessions.places),
      link: { to: '/admin/workshops', section: sections.workshops },
    },
    {
      key: 'waiting',
      label: texts.waitingList,
      value: String(data.waiting_list),
      link: { to: '/admin/workshops', section: sections.workshops },
    },
    {
      key: 'payments',
      label: texts.payments,
      value: formatEuros(data.payments_cents),
      detail: texts.paymentsDetail(data.payments_count),
      link: { to: '/admin/payments', section: sections.payments },
    },
    {
      key: 'outbox',
      label: texts.outboxFailures,
      value: String(data.outbox_failures),
      link: { to: '/admin/outbox?status=failed', section: sections.outbox },
    },
  ];
}

/** One figure: its label is the card's heading, so a screen reader lists the figures by heading. */
function FigureCard({ figure }: { figure: Figure }) {
  return (
    <Card component="section" variant="outlined" aria-labelledby={`figure-${figure.key}`}>
      <CardContent>
        <Stack spacing={1}>
          <Typography id={`figure-${figure.key}`} variant="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {figure.label}
          </Typography>
          <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>{figure.value}</Typography>
          {figure.detail ? <Typography variant="body2">{figure.detail}</Typography> : null}
          {figure.link ? (
            <Link component={RouterLink} to={figure.link.to}>
              {texts.see(figure.link.section)}
            </Link>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

function NextSessions({ sessions }: { sessions: Dashboard['sessions']['next'] }) {
  if (sessions.length === 0) return <Typography>{texts.noSessions}</Typography>;
  const columns = texts.columns;
  return (
    // Focusable so a keyboard can scroll it on a phone, where it is wider than the screen.
    <PlainTable
      caption={texts.sessionsCaption}
      headers={[columns.start, columns.workshop, columns.filled, columns.waiting]}
    >
      {sessions.map((session) => (
        <TableRow key={session.id}>
          <TableCell>{`${formatDate(session.start)} ${formatTime(session.start)}`}</TableCell>
          <TableCell sx={{ overflowWrap: 'break-word' }}>{session.workshop_name}</TableCell>
          <TableCell>{`${session.validated} / ${session.places}`}</TableCell>
          <TableCell>{session.waiting}</TableCell>
        </TableRow>
      ))}
    </PlainTable>
  );
}

/** /admin: the association's figures at a glance, each leading to its section (ADR 041). */
export default function AdminDashboardPage() {
  const query = useDashboard();
  return (
    <AdminPage title={texts.title}>
      <QueryState query={query} errorMessage={texts.loadFailed} loadingLabel={texts.loading}>
        {(dashboard) => (
          <>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  lg: 'repeat(3, minmax(0, 1fr))',
                },
              }}
            >
              {figuresOf(dashboard).map((figure) => (
                <FigureCard key={figure.key} figure={figure} />
              ))}
            </Box>
            <Stack spacing={1}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                {texts.nextSessions}
              </Typography>
              <NextSessions sessions={dashboard.sessions.next} />
            </Stack>
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
