import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobKindSummary } from '@plateforme/shared/platform/jobs.schemas';
import { formatDate, formatSpokenTime } from '@plateforme/shared/format/dates';
import { addCalendarDays, getParisDay } from '@plateforme/shared/format/paris-time';
import { jobsMessages } from '@plateforme/shared/messages/platform-jobs';
import { useId } from 'react';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { useJobsSummary } from '../api/get-jobs-summary.ts';

const texts = jobsMessages.summary;

/** « aujourd’hui à 16 h 05 », « hier à 9 h », « le 23/11/2026 à 22 h 10 » (Paris clock). */
export function describeWhen(value: string, now = new Date()): string {
  const day = getParisDay(new Date(value));
  const today = getParisDay(now);
  const time = formatSpokenTime(value);
  if (day === today) return texts.today(time);
  if (day === addCalendarDays(today, -1)) return texts.yesterday(time);
  return texts.onDay(formatDate(value), time);
}

/** What needs a look, in words: a last run that failed, failures of the week, late jobs. */
function warningsOf(kind: JobKindSummary): string[] {
  return [
    ...(kind.failed_last_7_days > 0 ? [texts.failedLastWeek(kind.failed_last_7_days)] : []),
    ...(kind.overdue > 0 ? [texts.overdue(kind.overdue)] : []),
  ];
}

function KindLine({ kind }: { kind: JobKindSummary }) {
  const warnings = warningsOf(kind);
  const lastFailed = kind.last_state === 'failed';
  const attention = lastFailed || warnings.length > 0;
  return (
    <Box
      component="li"
      sx={{
        borderLeft: 4,
        borderColor: attention ? 'error.main' : 'success.main',
        pl: 1.5,
        py: 0.5,
      }}
    >
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {kind.kind_label}
        {attention ? (
          <Typography component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
            {` — ${texts.attention}`}
          </Typography>
        ) : null}
      </Typography>
      <Typography variant="body2" sx={{ color: lastFailed ? 'error.main' : undefined }}>
        {kind.last_finished_at && kind.last_state
          ? texts.lastRun(describeWhen(kind.last_finished_at), texts.outcomes[kind.last_state])
          : texts.neverRun}
      </Typography>
      {warnings.length > 0 ? (
        warnings.map((warning) => (
          <Typography key={warning} variant="body2" sx={{ color: 'error.main' }}>
            {warning}
          </Typography>
        ))
      ) : (
        <Typography variant="body2">{texts.allGood}</Typography>
      )}
    </Box>
  );
}

/** The top of « Tâches de fond »: one line a kind, so the staff see at a glance the work is done. */
export function JobsSummary() {
  const query = useJobsSummary();
  const headingId = useId();
  return (
    <Stack component="section" spacing={1} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {texts.heading}
      </Typography>
      <QueryState
        query={query}
        errorMessage={texts.loadFailed}
        loadingLabel={texts.loading}
        isEmpty={(kinds) => kinds.length === 0}
        empty={<Typography role="status">{texts.empty}</Typography>}
      >
        {(kinds) => (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {kinds.map((kind) => (
              <KindLine key={kind.kind} kind={kind} />
            ))}
          </Box>
        )}
      </QueryState>
    </Stack>
  );
}
