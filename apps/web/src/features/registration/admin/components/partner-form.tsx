import Stack from '@mui/material/Stack';
import { centsToEuros, eurosToCents } from '@plateforme/shared/registration/admin.rules';
import type {
  partnerAdminFormSchema,
  PartnerAdmin,
  PartnerAdminForm,
  PartnerAdminInput,
} from '@plateforme/shared/registration/admin.schemas';
import { adminPartnersMessages as texts } from '@plateforme/shared/messages/registration-admin';
import { PARTNER_SUPPORT_TYPES } from '@plateforme/shared/registration/registration.rules';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { SelectField, type SelectOption } from '../../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { lazyCheck } from '../../../../lib/lazy-check.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';

const supportTypeOptions: SelectOption[] = [
  { value: '', label: '—', disabled: true },
  ...PARTNER_SUPPORT_TYPES.map((type) => ({ value: type, label: texts.supportTypes[type] })),
];

type Props = {
  partner: PartnerAdmin | null;
  onSubmit: (input: PartnerAdminInput) => Promise<unknown>;
};

function toForm(partner: PartnerAdmin | null): PartnerAdminForm {
  return {
    name: partner?.name ?? '',
    support_type: partner?.support_type ?? ('' as PartnerAdminForm['support_type']),
    street: partner?.street ?? '',
    zip: partner?.zip ?? '',
    city: partner?.city ?? '',
    department: partner?.department ?? '',
    price: centsToEuros(partner?.price ?? null),
    active: partner?.active ?? true,
  };
}

const validation = lazyCheck<PartnerAdminForm, typeof partnerAdminFormSchema>(() =>
  import('@plateforme/shared/registration/admin.schemas').then((m) => m.partnerAdminFormSchema),
);

/** The partner's fields; the price is typed in euros and sent in cents. */
export function PartnerForm({ partner, onSubmit }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCheckedForm({
    initial: () => toForm(partner),
    validation,
    onValid: async (values) => {
      setFailure(null);
      await onSubmit({ ...values, price: eurosToCents(values.price), active: partner?.active ?? true });
    },
    onRefused: (outcome) => {
      if (outcome.placed === 0) setFailure([outcome.message, ...outcome.others].join(' '));
    },
  });

  return (
    <Stack component="form" spacing={2} {...form.formProps} sx={{ maxWidth: '40rem' }}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextInput label={texts.fields.name} required {...form.field('name')} />
      <SelectField
        label={texts.fields.support_type}
        required
        options={supportTypeOptions}
        {...form.field('support_type')}
      />
      <TextInput label={texts.fields.street} autoComplete="off" {...form.field('street')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          label={texts.fields.zip}
          inputProps={{ inputMode: 'numeric', maxLength: 5 }}
          {...form.field('zip')}
        />
        <TextInput label={texts.fields.city} {...form.field('city')} />
      </Stack>
      <TextInput
        label={texts.fields.department}
        hint={texts.departmentHelp}
        inputProps={{ maxLength: 3 }}
        {...form.field('department')}
      />
      <TextInput
        label={texts.fields.price}
        hint={texts.priceHelp}
        inputProps={{ inputMode: 'decimal' }}
        {...form.field('price')}
      />
      <div>
        <SubmitButton pending={form.submitting} pendingLabel={texts.saving}>
          {texts.save}
        </SubmitButton>
      </div>
    </Stack>
  );
}
