import Stack from '@mui/material/Stack';
import type { ajaAssistantInputSchema, AjaAssistantInput } from '@plateforme/shared/accounts/profile.schemas';
import { profileMessages } from '@plateforme/shared/messages/accounts';
import { fieldLabels } from '@plateforme/shared/messages/common';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { lazyCheck } from '../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';

type AjaAssistantFormProps = {
  onSubmit: (values: AjaAssistantInput) => Promise<unknown>;
  pending?: boolean;
};

const empty: AjaAssistantInput = { firstname: '', lastname: '', email: '' };

const validation = lazyCheck<AjaAssistantInput, typeof ajaAssistantInputSchema>(() =>
  import('@plateforme/shared/accounts/profile.schemas').then((m) => m.ajaAssistantInputSchema),
);

/** P2 §5 Assistant add: first name, last name and e-mail, all required; nothing is sent while one is missing. */
export function AjaAssistantForm({ onSubmit, pending = false }: AjaAssistantFormProps) {
  const form = useCheckedForm({
    initial: empty,
    validation,
    onValid: async (checked: AjaAssistantInput) => {
      await onSubmit(checked);
      // Added: the form is blank again, for a carer requested by e-mail and not yet linked.
      return empty;
    },
    onRefused: (outcome) => {
      if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
    },
  });

  return (
    <Stack component="form" spacing={2.5} {...form.formProps} aria-label={profileMessages.addAssistant}>
      <TextInput {...form.field('firstname')} label={fieldLabels.firstname} autoComplete="off" required />
      <TextInput {...form.field('lastname')} label={fieldLabels.lastname} autoComplete="off" required />
      <TextInput {...form.field('email')} label={fieldLabels.email} type="email" autoComplete="off" required />
      <div>
        <SubmitButton pending={pending || form.submitting} variant="outlined">
          {profileMessages.addAssistant}
        </SubmitButton>
      </div>
    </Stack>
  );
}
