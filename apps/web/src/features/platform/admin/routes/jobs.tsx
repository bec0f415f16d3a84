import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOB_STATES } from '@plateforme/shared/platform/jobs.rules';
import type { JobItem } from '@plateforme/shared/platform/jobs.schemas';
import { formatDate, formatTime } from '@plateforme/shared/format/dates';
import { jobsMessages as texts } from '@plateforme/shared/messages/platform-jobs';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { AdminTable, type AdminColumn } from '../../../../components/admin/admin-table.tsx';
import { useAdminList } from '../../../../components/admin/use-admin-list.ts';
import { FilterForm, SelectFilter } from '../../../../components/ui/filter-fields.tsx';
import { useJobsSummary } from '../api/get-jobs-summary.ts';
import { JobsSummary } from '../components/jobs-summary.tsx';

const FILTERS = ['state', 'kind'] as const;
const stateOptions = JOB_STATES.map((state) => ({ value: state, label: texts.states[state] }));
const dateTime = (value: string) => `${formatDate(value)} ${formatTime(value)}`;

/** What the run did; a pending job with a reason failed its last try and will be tried again. */
function resultOf(job: JobItem): string {
  if (job.result === null) return texts.noResult;
  return job.state === 'pending' ? texts.willRetry(job.result) : job.result;
}

const columns: AdminColumn<JobItem>[] = [
  {
    key: 'kind',
    header: texts.columns.kind,
    cell: (job) => (
      <Stack spacing={0.25}>
        <span>{job.kind_label}</span>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
          {job.key}
        </Typography>
      </Stack>
    ),
  },
  {
    key: 'state',
    header: texts.columns.state,
    cell: (job) => (
      <Typography
        variant="body2"
        component="span"
        sx={{ fontWeight: 600, color: job.state === 'failed' ? 'error.main' : undefined }}
      >
        {texts.states[job.state]}
      </Typography>
    ),
  },
  { key: 'run_at', header: texts.columns.runAt, cell: (job) => dateTime(job.run_at) },
  { key: 'attempts', header: texts.columns.attempts, cell: (job) => job.attempts },
  { key: 'result', header: texts.columns.result, cell: resultOf },
  {
    key: 'finished_at',
    header: texts.columns.finishedAt,
    cell: (job) => (job.finished_at ? dateTime(job.finished_at) : texts.notFinished),
  },
];

/** /admin/jobs: the background jobs, read-only: each kind's last run, then every run. */
export default function AdminJobsPage() {
  const {
    params,
    update,
    list: query,
  } = useAdminList<JobItem>({
    path: '/api/admin/jobs',
    key: ['admin', 'jobs', 'list'],
    sort: 'created_at',
    direction: 'desc',
    filters: FILTERS,
  });
  const summary = useJobsSummary();
  const kindOptions = (summary.data ?? []).map((kind) => ({ value: kind.kind, label: kind.kind_label }));
  return (
    <AdminPage title={texts.title}>
      <JobsSummary />
      <FilterForm
        label={texts.filters}
        columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' }}
      >
        <SelectFilter
          label={texts.stateFilter}
          name="state"
          value={params.filters.state ?? ''}
          options={stateOptions}
          anyLabel={texts.allStates}
          onChange={(state) => update({ filters: { state } })}
        />
        <SelectFilter
          label={texts.kindFilter}
          name="kind"
          value={params.filters.kind ?? ''}
          options={kindOptions}
          anyLabel={texts.allKinds}
          onChange={(kind) => update({ filters: { kind } })}
        />
      </FilterForm>
      <AdminTable
        caption={texts.caption}
        columns={columns}
        query={query}
        rowKey={(job) => job.id}
        params={params}
        onParams={update}
        emptyText={texts.empty}
      />
    </AdminPage>
  );
}
