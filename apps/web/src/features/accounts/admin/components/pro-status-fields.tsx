import Stack from '@mui/material/Stack';
import { proStatusTypes } from '@plateforme/shared/accounts/admin.rules';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormCheckbox } from '../../../../components/form/form-checkbox.tsx';
import { FormDayField } from '../../../../components/form/form-day-field.tsx';
import { FormSelect } from '../../../../components/form/form-select.tsx';
import type { ProStatusDraft } from './pro-status-draft.ts';

const texts = adminUsersMessages.proStatuses;
const typeOptions = proStatusTypes.map((type) => ({ value: type, label: texts.types[type] }));

type Props<Values extends FieldValues> = {
  control: Control<Values>;
  /** Where the status sits in the form: '' at its root, 'pro_status.' inside an invitation. */
  prefix: '' | 'pro_status.';
};

/** Type, start, optional end and blocked flag of a pro status (the dialog's and the invitation's). */
export function ProStatusFields<Values extends FieldValues>({ control, prefix }: Props<Values>) {
  const name = (field: keyof ProStatusDraft) => `${prefix}${field}` as Path<Values>;
  return (
    <Stack spacing={2}>
      <FormSelect control={control} name={name('type')} label={texts.type} options={typeOptions} />
      <FormDayField control={control} name={name('start')} required label={texts.start} />
      <FormDayField control={control} name={name('end')} label={texts.end} />
      <FormCheckbox control={control} name={name('is_blocked')} label={texts.blocked} />
    </Stack>
  );
}
