import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminWorkshop, AdminWorkshopSaved } from '@plateforme/shared/workshops/admin.schemas';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/workshops-admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormCheckbox } from '../../../../components/form/form-checkbox.tsx';
import { FormSelect } from '../../../../components/form/form-select.tsx';
import { textInputProps } from '../../../../components/form/text-input-props.ts';
import { useBoundField } from '../../../../components/form/use-bound-field.ts';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { usePartnerChoices } from '../api/list-partner-choices.ts';
import { GeocodingAlert, type GeocodingMeta } from './geocoding-alert.tsx';
import { ProPicker } from './pro-picker.tsx';
import { toFormValues, toWorkshopBody, WORKSHOP_FIELDS, type WorkshopFormValues } from './workshop-form-values.ts';

type Props = {
  workshop: AdminWorkshop | null;
  /** What the geocoder said at the last save (also after the creation's redirect). */
  geocoding: GeocodingMeta | null;
  onSubmit: (body: Record<string, unknown>) => Promise<AdminWorkshopSaved>;
};

const typeOptions = (['onsite', 'remote'] as const).map((value) => ({ value, label: texts.types[value] }));
const workshopTypeOptions = (['cognitive', 'oncommence'] as const).map((value) => ({
  value,
  label: texts.workshopTypes[value],
}));

/** Every field of a workshop for the staff; the server checks them and geocodes the address. */
export function WorkshopForm({ workshop, geocoding: initialGeocoding, onSubmit }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [geocoding, setGeocoding] = useState(initialGeocoding);
  const partners = usePartnerChoices();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<WorkshopFormValues>({ defaultValues: toFormValues(workshop) });
  const text = (name: 'name' | 'description' | 'info_address' | 'street' | 'zip' | 'city' | 'lat' | 'lng') =>
    textInputProps(register, errors, name);
  // Bound in the form's order: the first field in error gets the focus.
  const nameField = text('name');
  const descriptionField = text('description');
  const owner = useBoundField(control, 'user_id');
  const secondary = useBoundField(control, 'secondary_pro_id');
  const onsite = watch('type') === 'onsite';
  const partnerOptions = [
    { value: '', label: texts.fields.noPartner },
    ...(partners.data ?? []).map((partner) => ({ value: String(partner.id), label: partner.name })),
  ];

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setGeocoding(null);
    try {
      const changed = workshop ? new Set(Object.keys(dirtyFields)) : null;
      const saved = await onSubmit(toWorkshopBody(values, changed));
      reset(toFormValues(saved.data));
      setGeocoding({ ...saved.meta, lat: saved.data.lat, lng: saved.data.lng });
    } catch (error) {
      const outcome = applyServerErrors(error, setError, WORKSHOP_FIELDS);
      if (outcome.placed === 0) setFailure([outcome.message, ...outcome.others].join(' '));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} sx={{ maxWidth: '40rem' }}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextInput label={texts.fields.name} required {...nameField} />
      <TextInput label={texts.fields.description} multiline minRows={3} {...descriptionField} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect control={control} name="type" label={texts.fields.type} required fullWidth options={typeOptions} />
        <FormSelect
          control={control}
          name="workshop_type"
          label={texts.fields.workshopType}
          fullWidth
          options={workshopTypeOptions}
        />
      </Stack>
      <ProPicker
        label={texts.fields.owner}
        required
        name={owner.name}
        value={owner.value}
        onChange={owner.onChange}
        onBlur={owner.onBlur}
        inputRef={owner.inputRef}
        error={owner.error}
      />
      <ProPicker
        label={texts.fields.secondaryPro}
        name={secondary.name}
        value={secondary.value}
        onChange={secondary.onChange}
        onBlur={secondary.onBlur}
        inputRef={secondary.inputRef}
        error={secondary.error}
      />
      <FormSelect control={control} name="partner_id" label={texts.fields.partner} options={partnerOptions} />
      {onsite ? (
        <>
          <TextInput label={texts.fields.street} autoComplete="off" {...text('street')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput label={texts.fields.zip} inputProps={{ inputMode: 'numeric', maxLength: 5 }} {...text('zip')} />
            <TextInput label={texts.fields.city} {...text('city')} />
          </Stack>
          {workshop?.department ? <Typography>{texts.department(workshop.department)}</Typography> : null}
          <TextInput label={texts.fields.infoAddress} {...text('info_address')} />
          <Typography component="h2" variant="h6">
            {texts.coordinatesTitle}
          </Typography>
          {geocoding ? <GeocodingAlert meta={geocoding} /> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput label={texts.fields.lat} inputProps={{ inputMode: 'decimal' }} {...text('lat')} />
            <TextInput label={texts.fields.lng} inputProps={{ inputMode: 'decimal' }} {...text('lng')} />
          </Stack>
        </>
      ) : null}
      <FormCheckbox control={control} name="active" label={texts.fields.active} />
      <FormCheckbox control={control} name="is_aja" label={texts.fields.isAja} />
      <div>
        <SubmitButton pending={isSubmitting}>{texts.save}</SubmitButton>
      </div>
    </Stack>
  );
}
