import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { proStatusTypes } from '@plateforme/shared/admin/admin-users.schemas';
import { adminUsersMessages } from '@plateforme/shared/messages/admin-users';
import type { FieldErrors } from '../hooks/field-errors.ts';

const texts = adminUsersMessages.proStatuses;

export type ProStatusDraft = { type: (typeof proStatusTypes)[number]; start: string; end: string; is_blocked: boolean };
export const emptyStatus: ProStatusDraft = { type: 'licence', start: '', end: '', is_blocked: false };
export const toStatusInput = (draft: ProStatusDraft) => ({ ...draft, end: draft.end === '' ? null : draft.end });

type Props = { value: ProStatusDraft; onChange: (value: ProStatusDraft) => void; errors: FieldErrors; prefix?: string; idPrefix: string };

/** Type, start, optional end and blocked flag of a pro status (the dialog's and the invitation's). */
export function ProStatusFields({ value, onChange, errors, prefix = '', idPrefix }: Props) {
  const error = (field: string) => errors[`${prefix}${field}`];
  const dateProps = { type: 'date', size: 'small', slotProps: { inputLabel: { shrink: true } } } as const;
  return (
    <Stack spacing={2}>
      <TextField
        id={`${idPrefix}-type`}
        select
        size="small"
        label={texts.type}
        value={value.type}
        onChange={(event) => onChange({ ...value, type: event.target.value as ProStatusDraft['type'] })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        error={!!error('type')}
        helperText={error('type')}
      >
        {proStatusTypes.map((type) => (
          <option key={type} value={type}>
            {texts.types[type]}
          </option>
        ))}
      </TextField>
      <TextField id={`${idPrefix}-start`} {...dateProps} required label={texts.start} value={value.start} onChange={(event) => onChange({ ...value, start: event.target.value })} error={!!error('start')} helperText={error('start')} />
      <TextField id={`${idPrefix}-end`} {...dateProps} label={texts.end} value={value.end} onChange={(event) => onChange({ ...value, end: event.target.value })} error={!!error('end')} helperText={error('end')} />
      <FormControlLabel control={<Checkbox checked={value.is_blocked} onChange={(event) => onChange({ ...value, is_blocked: event.target.checked })} />} label={texts.blocked} />
    </Stack>
  );
}
