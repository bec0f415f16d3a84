import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { proWorkshopsMessages as messages } from '@plateforme/shared/messages/workshops-pro';
import type {
  workshopEditInputSchema,
  WorkshopEditFormValues,
  WorkshopEditInput,
} from '@plateforme/shared/workshops/workshop-edit.schemas';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { Link as RouterLink } from 'react-router';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { lazyCheck } from '../../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';

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

const loadSchema = () =>
  import('@plateforme/shared/workshops/workshop-edit.schemas').then((m) => m.workshopEditInputSchema);
const onsiteValidation = lazyCheck<WorkshopEditFormValues, typeof workshopEditInputSchema>(loadSchema);
// A remote workshop shows and sends its description only: its stored address is not judged.
const remoteValidation = lazyCheck<WorkshopEditFormValues, typeof workshopEditInputSchema>(
  loadSchema,
  ({ description }) => ({ description }),
);

/**
 * The fields a pro may change (P2 §7 Workshop edit, ADR 035): the description, and the address
 * of an onsite workshop. Server messages go under their fields.
 */
export function WorkshopEditForm({ workshop, pending, onSubmit }: Props) {
  const remote = workshop.type === 'remote';
  const form = useCheckedForm({
    initial: () => toFormValues(workshop),
    validation: remote ? remoteValidation : onsiteValidation,
    onValid: async (values: WorkshopEditInput) => {
      // A remote workshop sends no address (it has none).
      await onSubmit(remote ? { description: values.description } : values);
    },
    onRefused: (outcome) => {
      if (outcome.placed === 0 && outcome.message) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
    },
  });

  return (
    <Stack component="form" spacing={2.5} {...form.formProps}>
      <Typography color="text.secondary">
        {remote ? `${messages.editIntro} ${messages.remoteIntro}` : messages.editIntro}
      </Typography>
      <TextInput {...form.field('description')} label={messages.fields.description} multiline minRows={5} />
      {remote ? null : (
        <>
          <TextInput {...form.field('street')} label={messages.fields.street} autoComplete="street-address" />
          <TextInput {...form.field('info_address')} label={messages.fields.info_address} />
          <TextInput
            {...form.field('zip')}
            label={messages.fields.zip}
            autoComplete="postal-code"
            inputMode="numeric"
          />
          <TextInput {...form.field('city')} label={messages.fields.city} autoComplete="address-level2" />
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
