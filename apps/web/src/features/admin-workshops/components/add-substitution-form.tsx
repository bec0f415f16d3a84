import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ProChoice } from '@plateforme/shared/admin/admin-workshops.schemas';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/admin-workshops';
import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useAddSubstitution } from '../api/substitutions.ts';
import { ProPicker } from './pro-picker.tsx';

type Field = 'user_id' | 'start' | 'end';

/** A day typed in the form as an instant: the start of the day, or its end, in the browser's zone. */
function toInstant(date: string, endOfDay: boolean): string {
  if (!date) return '';
  const at = new Date(`${date}T${endOfDay ? '23:59:59' : '00:00:00'}`);
  return Number.isNaN(at.getTime()) ? date : at.toISOString();
}

/** Adds a substitute for whole days; the server checks the pro and the order of the dates. */
export function AddSubstitutionForm({ workshopId }: { workshopId: number }) {
  const add = useAddSubstitution(workshopId);
  const [pro, setPro] = useState<ProChoice | null>(null);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const refs = { user_id: useRef<HTMLInputElement>(null), start: useRef<HTMLInputElement>(null), end: useRef<HTMLInputElement>(null) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      await add.mutateAsync({ user_id: pro?.id ?? 0, start: toInstant(start, false), end: toInstant(end, true) });
      setPro(null);
      setStart('');
      setEnd('');
      showSnackbar(texts.substitutions.added, 'success');
    } catch (error) {
      const found: Partial<Record<Field, string>> = {};
      for (const field of ['user_id', 'start', 'end'] as const) {
        const message = isApiError(error) ? error.errors[field]?.[0] : undefined;
        if (message) found[field] = message;
      }
      setErrors(found);
      const first = (['user_id', 'start', 'end'] as const).find((field) => found[field]);
      if (first) refs[first].current?.focus();
      else setFailure(error instanceof Error ? error.message : texts.loadFailed);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} sx={{ maxWidth: '40rem' }}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <ProPicker label={texts.substitutions.pro} required value={pro} onChange={setPro} inputRef={refs.user_id} error={errors.user_id} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField type="date" fullWidth required label={texts.substitutions.start} value={start} onChange={(event) => setStart(event.target.value)}
          inputRef={refs.start} error={Boolean(errors.start)} helperText={errors.start} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" fullWidth required label={texts.substitutions.end} value={end} onChange={(event) => setEnd(event.target.value)}
          inputRef={refs.end} error={Boolean(errors.end)} helperText={errors.end} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <div>
        <Button type="submit" variant="outlined" disabled={add.isPending}>
          {texts.substitutions.add}
        </Button>
      </div>
    </Stack>
  );
}
