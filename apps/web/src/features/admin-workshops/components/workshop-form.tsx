import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminWorkshop, AdminWorkshopSaved } from '@plateforme/shared/admin/admin-workshops.schemas';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/admin-workshops';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { textInputProps } from '../../../components/form/text-input-props.ts';
import { useBoundField } from '../../../components/form/use-bound-field.ts';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
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

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

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
  const text = (name: 'name' | 'description' | 'info_address' | 'street' | 'zip' | 'city' | 'lat' | 'lng') => textInputProps(register, errors, name);
  // Bound in the form's order: the first field in error gets the focus.
  const nameField = text('name');
  const descriptionField = text('description');
  const typeField = register('type');
  const workshopTypeField = register('workshop_type');
  const owner = useBoundField(control, 'user_id');
  const secondary = useBoundField(control, 'secondary_pro_id');
  const partnerField = register('partner_id');
  const active = useBoundField(control, 'active');
  const isAja = useBoundField(control, 'is_aja');
  const onsite = watch('type') === 'onsite';

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

  const selectError = (name: 'type' | 'workshop_type' | 'partner_id') => errors[name]?.message;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} sx={{ maxWidth: '40rem' }}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextInput label={texts.fields.name} required {...nameField} />
      <TextInput label={texts.fields.description} multiline minRows={3} {...descriptionField} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select fullWidth label={texts.fields.type} required {...typeField} inputRef={typeField.ref} error={Boolean(selectError('type'))} helperText={selectError('type')} slotProps={nativeSelect}>
          <option value="onsite">{texts.types.onsite}</option>
          <option value="remote">{texts.types.remote}</option>
        </TextField>
        <TextField select fullWidth label={texts.fields.workshopType} {...workshopTypeField} inputRef={workshopTypeField.ref} error={Boolean(selectError('workshop_type'))} helperText={selectError('workshop_type')} slotProps={nativeSelect}>
          <option value="cognitive">{texts.workshopTypes.cognitive}</option>
          <option value="oncommence">{texts.workshopTypes.oncommence}</option>
        </TextField>
      </Stack>
      <ProPicker label={texts.fields.owner} required name={owner.name} value={owner.value} onChange={owner.onChange} onBlur={owner.onBlur} inputRef={owner.inputRef} error={owner.error} />
      <ProPicker label={texts.fields.secondaryPro} name={secondary.name} value={secondary.value} onChange={secondary.onChange} onBlur={secondary.onBlur} inputRef={secondary.inputRef} error={secondary.error} />
      <TextField select label={texts.fields.partner} {...partnerField} inputRef={partnerField.ref} error={Boolean(selectError('partner_id'))} helperText={selectError('partner_id')} slotProps={nativeSelect}>
        <option value="">{texts.fields.noPartner}</option>
        {(partners.data ?? []).map((partner) => (
          <option key={partner.id} value={String(partner.id)}>
            {partner.name}
          </option>
        ))}
      </TextField>
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
      <CheckboxField label={texts.fields.active} name={active.name} checked={Boolean(active.value)} onChange={active.onChange} onBlur={active.onBlur} inputRef={active.inputRef} error={active.error} />
      <CheckboxField label={texts.fields.isAja} name={isAja.name} checked={Boolean(isAja.value)} onChange={isAja.onChange} onBlur={isAja.onBlur} inputRef={isAja.inputRef} error={isAja.error} />
      <div>
        <SubmitButton pending={isSubmitting}>{texts.save}</SubmitButton>
      </div>
    </Stack>
  );
}
