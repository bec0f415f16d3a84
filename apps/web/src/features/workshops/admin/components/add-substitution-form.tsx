import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ProChoice } from '@plateforme/shared/workshops/admin.schemas';
import { getParisDay, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/workshops-admin';
import { useState, type FormEvent } from 'react';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useAddSubstitution } from '../api/substitutions.ts';
import { ProPicker } from './pro-picker.tsx';

type Draft = { pro: ProChoice | null; start: string; end: string };
const blank: Draft = { pro: null, start: '', end: '' };

/**
 * A day typed in the form as an instant: the start of the day, or its last second, in Paris
 * (the days the table shows), whatever the browser's zone.
 */
function toInstant(date: string, endOfDay: boolean): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const at = endOfDay ? new Date(parisTimeToInstant(date, 23, 59).getTime() + 59_000) : parisTimeToInstant(date);
  // An impossible day (31 February) goes as typed, for the server's message.
  return getParisDay(at) === date ? at.toISOString() : date;
}

/** Adds a substitute for whole days; the server checks the pro and the order of the dates. */
export function AddSubstitutionForm({ workshopId }: { workshopId: number }) {
  const add = useAddSubstitution(workshopId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCheckedForm({
    initial: blank,
    // No check before sending: the server judges every field (ADR 043), so no schema loads.
    onValid: async ({ pro, start, end }) => {
      setFailure(null);
      await add.mutateAsync({ user_id: pro?.id ?? 0, start: toInstant(start, false), end: toInstant(end, true) });
      showSnackbar(texts.substitutions.added, 'success');
      return blank;
    },
    onRefused: (outcome) => {
      if (outcome.placed === 0) setFailure(outcome.message);
    },
    serverNames: { pro: 'user_id' },
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event: FormEvent) => void form.submit(event)}
      sx={{ maxWidth: '40rem' }}
    >
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <ProPicker label={texts.substitutions.pro} required {...form.field('pro')} value={form.values.pro} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput {...form.field('start')} type="date" required label={texts.substitutions.start} />
        <TextInput {...form.field('end')} type="date" required label={texts.substitutions.end} />
      </Stack>
      <div>
        <Button type="submit" variant="outlined" disabled={add.isPending}>
          {texts.substitutions.add}
        </Button>
      </div>
    </Stack>
  );
}
