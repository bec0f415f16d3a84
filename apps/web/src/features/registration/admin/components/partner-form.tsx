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
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { textInputProps } from '../../../../components/form/text-input-props.ts';
import { asText, useBoundField } from '../../../../components/form/use-bound-field.ts';
import { SelectField, type SelectOption } from '../../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { lazyFormResolver } from '../../../../lib/lazy-form-resolver.ts';

const supportTypeOptions: SelectOption[] = [
  { value: '', label: '—', disabled: true },
  ...PARTNER_SUPPORT_TYPES.map((type) => ({ value: type, label: texts.supportTypes[type] })),
];

const fields = ['name', 'support_type', 'street', 'zip', 'city', 'department', 'price'] as const;

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

const validation = lazyFormResolver(() =>
  import('@plateforme/shared/registration/admin.schemas').then((m) => m.partnerAdminFormSchema),
);

/** The partner's fields; the price is typed in euros and sent in cents. */
export function PartnerForm({ partner, onSubmit }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PartnerAdminForm, unknown, z.output<typeof partnerAdminFormSchema>>({
    resolver: validation.resolver,
    defaultValues: toForm(partner),
    mode: 'onTouched',
  });
  const field = (name: Exclude<(typeof fields)[number], 'support_type'>) => textInputProps(register, errors, name);
  // Registered in the form's order: the first field in error gets the focus.
  const nameField = field('name');
  const typeField = useBoundField(control, 'support_type');

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit({ ...values, price: eurosToCents(values.price), active: partner?.active ?? true });
    } catch (error) {
      const outcome = applyServerErrors(error, setError, fields);
      if (outcome.placed === 0) setFailure([outcome.message, ...outcome.others].join(' '));
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
      sx={{ maxWidth: '40rem' }}
      {...validation.preloadHandlers}
    >
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextInput label={texts.fields.name} required {...nameField} />
      <SelectField
        label={texts.fields.support_type}
        required
        {...typeField}
        value={asText(typeField.value)}
        options={supportTypeOptions}
      />
      <TextInput label={texts.fields.street} autoComplete="off" {...field('street')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput label={texts.fields.zip} inputProps={{ inputMode: 'numeric', maxLength: 5 }} {...field('zip')} />
        <TextInput label={texts.fields.city} {...field('city')} />
      </Stack>
      <TextInput
        label={texts.fields.department}
        hint={texts.departmentHelp}
        inputProps={{ maxLength: 3 }}
        {...field('department')}
      />
      <TextInput
        label={texts.fields.price}
        hint={texts.priceHelp}
        inputProps={{ inputMode: 'decimal' }}
        {...field('price')}
      />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel={texts.saving}>
          {texts.save}
        </SubmitButton>
      </div>
    </Stack>
  );
}
