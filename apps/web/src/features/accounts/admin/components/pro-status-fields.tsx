import Stack from '@mui/material/Stack';
import { proStatusTypes } from '@plateforme/shared/accounts/admin.rules';
import { adminUsersMessages } from '@plateforme/shared/messages/accounts-admin';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { DayField } from '../../../../components/ui/day-field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import type { CheckedForm } from '../../../../lib/use-checked-form.ts';
import type { PathOf } from '../../../../lib/value-path.ts';
import type { ProStatusDraft } from './pro-status-draft.ts';

const texts = adminUsersMessages.proStatuses;
const typeOptions = proStatusTypes.map((type) => ({ value: type, label: texts.types[type] }));

type Props<Values extends object> = {
  form: CheckedForm<Values>;
  /** Where the status sits in the form: '' at its root, 'pro_status.' inside an invitation. */
  prefix: '' | 'pro_status.';
};

/** Type, start, optional end and blocked flag of a pro status (the dialog's and the invitation's). */
export function ProStatusFields<Values extends object>({ form, prefix }: Props<Values>) {
  const path = (field: keyof ProStatusDraft) => `${prefix}${field}` as PathOf<Values>;
  return (
    <Stack spacing={2}>
      <SelectField label={texts.type} options={typeOptions} {...form.field(path('type'))} />
      <DayField required label={texts.start} {...form.field(path('start'))} />
      <DayField label={texts.end} {...form.field(path('end'))} />
      <CheckboxField label={texts.blocked} {...form.checkbox(path('is_blocked'))} />
    </Stack>
  );
}
