import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PLANNING_PROGRAMMES,
  readPlanningSequence,
  type PlanningProgramme,
} from '@plateforme/shared/workshops/planning.rules';
import type { UpdatePlanningInput } from '@plateforme/shared/workshops/planning.schemas';
import { isoWeekOf } from '@plateforme/shared/workshops/meeting-form.rules';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { adminMessages } from '@plateforme/shared/messages/platform';
import { adminPlanningMessages as messages } from '@plateforme/shared/messages/workshops-planning';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../../components/admin/admin-page.tsx';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { planningQueryOptions, usePlanning } from '../api/get-planning.ts';
import { useUpdatePlanning } from '../api/update-planning.ts';
import { PlanningTable } from '../components/planning-table.tsx';

const thisYear = isoWeekOf(getParisDay(new Date())).year;
const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];
const isProgramme = (value: string | null): value is PlanningProgramme =>
  (PLANNING_PROGRAMMES as readonly (string | null)[]).includes(value);

/** /admin/planning: the sequence of each ISO week, per programme and year (issue #16, ADR 044). */
export default function PlanningScreen() {
  const [params, setParams] = useSearchParams();
  const year = years.includes(Number(params.get('year'))) ? Number(params.get('year')) : thisYear;
  const programmeParam = params.get('programme');
  const programme: PlanningProgramme = isProgramme(programmeParam) ? programmeParam : 'cognitive';
  const query = usePlanning({ year, programme });
  const update = useUpdatePlanning();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});

  const choose = (patch: Record<string, string>) => {
    setDrafts({});
    setErrors({});
    setParams({ year: String(year), programme, ...patch });
  };

  const copyPrevious = async () => {
    const previous = await queryClient.fetchQuery(planningQueryOptions({ year: year - 1, programme }));
    const weeks = query.data?.data.weeks.length ?? 52;
    const copied = previous.data.weeks.filter((row) => row.sequence !== null && row.week <= weeks);
    setDrafts(Object.fromEntries(copied.map((row) => [row.week, String(row.sequence)])));
    setErrors({});
    showSnackbar(messages.copyPreviousDone(copied.length), 'info');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = new Map(query.data?.data.weeks.map((row) => [row.week, row.sequence]));
    const found: Record<number, string> = {};
    const weeks: UpdatePlanningInput['weeks'] = [];
    for (const [week, text] of Object.entries(drafts)) {
      const read = readPlanningSequence(text);
      if ('error' in read) found[Number(week)] = read.error;
      else if (read.sequence !== saved.get(Number(week))) weeks.push({ week: Number(week), sequence: read.sequence });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showSnackbar(messages.fixErrors, 'error');
      return;
    }
    try {
      await update.mutateAsync({ year, programme, weeks });
      setDrafts({});
      showSnackbar(adminMessages.saved, 'success');
    } catch (error) {
      showSnackbar(isApiError(error) ? messages.fixErrors : messages.saveFailed, 'error');
    }
  };

  const dirty = Object.keys(drafts).length > 0;
  return (
    <AdminPage title={messages.title}>
      <Typography color="text.secondary">{messages.intro}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: '8rem' }}>
          <SelectField
            label={messages.year}
            value={String(year)}
            onChange={(value) => choose({ year: value })}
            options={years.map((option) => ({ value: String(option), label: String(option) }))}
          />
        </Box>
        <Box sx={{ minWidth: '14rem' }}>
          <SelectField
            label={messages.programme}
            value={programme}
            onChange={(value) => choose({ programme: value })}
            options={PLANNING_PROGRAMMES.map((option) => ({ value: option, label: messages.programmes[option] }))}
          />
        </Box>
      </Stack>
      {query.isError ? (
        <ErrorState message={messages.loadFailed} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <PageLoader label={messages.loading} />
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => void submit(event)}
          aria-busy={update.isPending}
        >
          <Typography color="text.secondary">{messages.emptyHint}</Typography>
          <PlanningTable
            caption={messages.caption(messages.programmes[programme], year)}
            weeks={query.data.data.weeks}
            drafts={drafts}
            errors={errors}
            onChange={(week, value) => setDrafts((current) => ({ ...current, [week]: value }))}
          />
          {dirty ? <Alert severity="info">{messages.unsaved}</Alert> : null}
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.default' }}
          >
            <SubmitButton pending={update.isPending} pendingLabel={messages.saving}>
              {messages.save}
            </SubmitButton>
            <Button
              variant="outlined"
              onClick={() => void copyPrevious().catch(() => showSnackbar(messages.loadFailed, 'error'))}
            >
              {messages.copyPrevious}
            </Button>
          </Stack>
        </Stack>
      )}
    </AdminPage>
  );
}
