import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RetentionAnswer } from '@plateforme/shared/accounts/retention.schemas';
import { formatDate, formatTime } from '@plateforme/shared/format/dates';
import { retentionMessages } from '@plateforme/shared/messages/accounts-retention';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { useRetention } from '../api/get-retention.ts';

const texts = retentionMessages.screen;
const dateTime = (value: string) => `${formatDate(value)} ${formatTime(value)}`;

function NextPass({ plan }: { plan: RetentionAnswer['data'] }) {
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="retention-next">
      <Typography id="retention-next" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {texts.next}
      </Typography>
      <Typography>{texts.settings(plan.inactive_years, plan.mail_months)}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        <li>{texts.toWarn(plan.to_warn)}</li>
        <li>{texts.toAnonymise(plan.to_anonymise)}</li>
        <li>{texts.mails(plan.mails_to_empty)}</li>
      </Box>
      {plan.people.length === 0 ? (
        <Typography role="status">{texts.none}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <caption>{texts.caption}</caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{texts.columns.person}</TableCell>
                <TableCell scope="col">{texts.columns.lastActive}</TableCell>
                <TableCell scope="col">{texts.columns.action}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plan.people.map((person) => (
                <TableRow key={person.id}>
                  <TableCell>{person.name}</TableCell>
                  <TableCell>{person.last_active_at ? formatDate(person.last_active_at) : texts.never}</TableCell>
                  <TableCell>{texts.actions[person.action]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}

function PastPasses({ runs }: { runs: RetentionAnswer['data']['runs'] }) {
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="retention-runs">
      <Typography id="retention-runs" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {texts.runs}
      </Typography>
      {runs.length === 0 ? (
        <Typography role="status">{texts.noRuns}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <caption>{texts.runsCaption}</caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{texts.runColumns.finishedAt}</TableCell>
                <TableCell scope="col">{texts.runColumns.result}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.map((run, index) => (
                <TableRow key={`${run.finished_at ?? ''}-${index}`}>
                  <TableCell>{run.finished_at ? dateTime(run.finished_at) : '–'}</TableCell>
                  <TableCell>{run.result ?? '–'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}

/** /admin/retention: what the next nightly pass would do (a dry run), then what the past ones did (ADR 078). */
export default function AdminRetentionPage() {
  const query = useRetention();
  return (
    <AdminPage title={texts.title}>
      <Typography>{texts.intro}</Typography>
      <QueryState query={query} errorMessage={texts.failed} loadingLabel={texts.loading}>
        {(plan) => (
          <Stack spacing={4}>
            <NextPass plan={plan} />
            <PastPasses runs={plan.runs} />
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}
