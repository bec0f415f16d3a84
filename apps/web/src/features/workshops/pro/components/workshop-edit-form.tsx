import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { proWorkshopsMessages as messages } from '@plateforme/shared/messages/workshops-pro';
import type { WorkshopEditFormValues, WorkshopEditInput } from '@plateforme/shared/workshops/workshop-edit.schemas';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { textInputProps } from '../../../../components/form/text-input-props.ts';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { lazyFormResolver } from '../../../../lib/lazy-form-resolver.ts';

const onsiteFields = ['description', 'info_address', 'street', 'zip', 'city'] as const;

type Props = {
  workshop: WorkshopListItem;
  pending: boolean;
  onSubmit: (data: WorkshopEditInput) => Promise<unknown>;
};

const toFormValues = (workshop: WorkshopListItem): WorkshopEditFormValues => ({
  description: workshop.description ?? '',
  info_address: workshop.info_address ?? '',
  street: workshop.street ?? '',
  zip: workshop.zip ?? '',
  city: workshop.city ?? '',
});

const validation = lazyFormResolver(() =>
  import('@plateforme/shared/workshops/workshop-edit.schemas').then((m) => m.workshopEditInputSchema),
);

/**
 * The fields a pro may change (P2 §7 Workshop edit, ADR 035): the description, and the address
 * of an onsite workshop. Server messages go under their fields.
 */
export function WorkshopEditForm({ workshop, pending, onSubmit }: Props) {
  const remote = workshop.type === 'remote';
  const fields = remote ? (['description'] as const) : onsiteFields;
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: toFormValues(workshop),
    mode: 'onTouched',
  });
  const { register, handleSubmit, setError, formState } = form;
  const text = (name: (typeof onsiteFields)[number]) => textInputProps(register, formState.errors, name);

  const submit = handleSubmit(async (values) => {
    // A remote workshop sends no address (it has none).
    const data: WorkshopEditInput = remote ? { description: values.description } : values;
    try {
      await onSubmit(data);
    } catch (error) {
      const outcome = applyServerErrors(error, setError, fields);
      if (outcome.placed === 0 && outcome.message) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} {...validation.preloadHandlers}>
      <Typography color="text.secondary">
        {remote ? `${messages.editIntro} ${messages.remoteIntro}` : messages.editIntro}
      </Typography>
      <TextInput {...text('description')} label={messages.fields.description} multiline minRows={5} />
      {remote ? null : (
        <>
          <TextInput {...text('street')} label={messages.fields.street} autoComplete="street-address" />
          <TextInput {...text('info_address')} label={messages.fields.info_address} />
          <TextInput {...text('zip')} label={messages.fields.zip} autoComplete="postal-code" inputMode="numeric" />
          <TextInput {...text('city')} label={messages.fields.city} autoComplete="address-level2" />
        </>
      )}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <SubmitButton pending={pending} pendingLabel={messages.saving}>
          {messages.save}
        </SubmitButton>
        <Button component={RouterLink} to={`/pro/workshops/${workshop.id}`}>
          {messages.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}
