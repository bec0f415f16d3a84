import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminWorkshop, AdminWorkshopSaved } from '@plateforme/shared/workshops/admin.schemas';
import { adminWorkshopsMessages as texts } from '@plateforme/shared/messages/workshops-admin';
import { useState, type FormEvent } from 'react';
import { CheckboxField } from '../../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { usePartnerChoices } from '../api/list-partner-choices.ts';
import { GeocodingAlert, type GeocodingMeta } from './geocoding-alert.tsx';
import { ProPicker } from './pro-picker.tsx';
import { changedFields, toFormValues, toWorkshopBody } from './workshop-form-values.ts';

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
  // What the form started from (its last save): an edit sends only what differs from it.
  const [start, setStart] = useState(() => toFormValues(workshop));
  const partners = usePartnerChoices();
  const form = useCheckedForm({
    initial: start,
    // No check before sending: the server judges every field (ADR 043), so no schema loads.
    onValid: async (_checked, values) => {
      setFailure(null);
      setGeocoding(null);
      const saved = await onSubmit(toWorkshopBody(values, workshop ? changedFields(start, values) : null));
      setGeocoding({ ...saved.meta, lat: saved.data.lat, lng: saved.data.lng });
      const next = toFormValues(saved.data);
      setStart(next);
      return next;
    },
    onRefused: (outcome) => {
      if (outcome.placed === 0) setFailure([outcome.message, ...outcome.others].join(' '));
    },
  });
  const pro = (name: 'user_id' | 'secondary_pro_id') => ({ ...form.field(name), value: form.values[name] });
  const onsite = form.values.type === 'onsite';
  const partnerOptions = [
    { value: '', label: texts.fields.noPartner },
    ...(partners.data ?? []).map((partner) => ({ value: String(partner.id), label: partner.name })),
  ];

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event: FormEvent) => void form.submit(event)}
      sx={{ maxWidth: '40rem' }}
    >
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextInput label={texts.fields.name} required {...form.field('name')} />
      <TextInput label={texts.fields.description} multiline minRows={3} {...form.field('description')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField label={texts.fields.type} required fullWidth options={typeOptions} {...form.field('type')} />
        <SelectField
          label={texts.fields.workshopType}
          fullWidth
          options={workshopTypeOptions}
          {...form.field('workshop_type')}
        />
      </Stack>
      <ProPicker label={texts.fields.owner} required {...pro('user_id')} />
      <ProPicker label={texts.fields.secondaryPro} {...pro('secondary_pro_id')} />
      <SelectField label={texts.fields.partner} options={partnerOptions} {...form.field('partner_id')} />
      {onsite ? (
        <>
          <TextInput label={texts.fields.street} autoComplete="off" {...form.field('street')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput
              label={texts.fields.zip}
              inputProps={{ inputMode: 'numeric', maxLength: 5 }}
              {...form.field('zip')}
            />
            <TextInput label={texts.fields.city} {...form.field('city')} />
          </Stack>
          {workshop?.department ? <Typography>{texts.department(workshop.department)}</Typography> : null}
          <TextInput label={texts.fields.infoAddress} {...form.field('info_address')} />
          <Typography component="h2" variant="h6">
            {texts.coordinatesTitle}
          </Typography>
          {geocoding ? <GeocodingAlert meta={geocoding} /> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput label={texts.fields.lat} inputProps={{ inputMode: 'decimal' }} {...form.field('lat')} />
            <TextInput label={texts.fields.lng} inputProps={{ inputMode: 'decimal' }} {...form.field('lng')} />
          </Stack>
        </>
      ) : null}
      <CheckboxField label={texts.fields.active} {...form.checkbox('active')} />
      <CheckboxField label={texts.fields.isAja} {...form.checkbox('is_aja')} />
      <div>
        <SubmitButton pending={form.submitting}>{texts.save}</SubmitButton>
      </div>
    </Stack>
  );
}
