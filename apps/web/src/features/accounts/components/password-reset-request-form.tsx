import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PasswordEmailInput, passwordEmailInputSchema } from '@plateforme/shared/accounts/profile.schemas';
import { commonMessages, fieldLabels } from '@plateforme/shared/messages/common';
import { Link as RouterLink } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { lazyCheck } from '../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';

type PasswordResetRequestFormProps = {
  onSubmit: (values: PasswordEmailInput) => Promise<unknown>;
  pending?: boolean;
};

const validation = lazyCheck<PasswordEmailInput, typeof passwordEmailInputSchema>(() =>
  import('@plateforme/shared/accounts/profile.schemas').then((m) => m.passwordEmailInputSchema),
);

/** P1 §2 Password reset request: the e-mail, 'Envoyer' and 'Annuler' (back to login). */
export function PasswordResetRequestForm({ onSubmit, pending = false }: PasswordResetRequestFormProps) {
  const form = useCheckedForm({
    initial: { email: '' },
    validation,
    onValid: async (values) => {
      await onSubmit(values);
    },
    onRefused: (outcome) => {
      if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
    },
  });

  return (
    <Stack component="form" spacing={2.5} {...form.formProps}>
      <TextInput {...form.field('email')} label={fieldLabels.email} type="email" autoComplete="email" required />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/login" variant="outlined">
          {commonMessages.cancel}
        </Button>
        <SubmitButton pending={pending}>{commonMessages.send}</SubmitButton>
      </Stack>
    </Stack>
  );
}
