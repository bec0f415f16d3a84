import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ProChoice } from '@plateforme/shared/workshops/admin.schemas';
import { getParisDay, parisTimeToInstant } from '@plateforme/shared/format/paris-time';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/workshops-admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../../components/form/form-field.tsx';
import { textInputProps } from '../../../../components/form/text-input-props.ts';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useAddSubstitution } from '../api/substitutions.ts';
import { ProPicker } from './pro-picker.tsx';

type Draft = { pro: ProChoice | null; start: string; end: string };
const blank: Draft = { pro: null, start: '', end: '' };
/** In the form's order: the first field the server refuses gets the focus. */
const fields = ['pro', 'start', 'end'] as const;

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
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Draft>({ defaultValues: blank });

  const submit = handleSubmit(async ({ pro, start, end }) => {
    setFailure(null);
    try {
      await add.mutateAsync({ user_id: pro?.id ?? 0, start: toInstant(start, false), end: toInstant(end, true) });
      reset(blank);
      showSnackbar(texts.substitutions.added, 'success');
    } catch (error) {
      const outcome = applyServerErrors(error, setError, fields, { pro: 'user_id' });
      if (outcome.placed === 0) setFailure(error instanceof Error ? error.message : texts.loadFailed);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} sx={{ maxWidth: '40rem' }}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <FormField
        control={control}
        name="pro"
        render={({ value, onChange, ...field }) => (
          <ProPicker {...field} label={texts.substitutions.pro} required value={value} onChange={onChange} />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          {...textInputProps(register, errors, 'start')}
          type="date"
          required
          label={texts.substitutions.start}
        />
        <TextInput {...textInputProps(register, errors, 'end')} type="date" required label={texts.substitutions.end} />
      </Stack>
      <div>
        <Button type="submit" variant="outlined" disabled={add.isPending}>
          {texts.substitutions.add}
        </Button>
      </div>
    </Stack>
  );
}
