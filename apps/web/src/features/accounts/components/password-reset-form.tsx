import Stack from '@mui/material/Stack';
import type { PasswordResetInput, passwordResetInputSchema } from '@plateforme/shared/accounts/profile.schemas';
import { commonMessages } from '@plateforme/shared/messages/common';
import { useState } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { lazyCheck } from '../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { EmailAndNewPasswordFields } from './new-password-fields.tsx';
import { TokenErrorAlert } from './token-error-alert.tsx';

type PasswordResetFormProps = {
  token: string;
  defaultEmail?: string;
  onSubmit: (values: PasswordResetInput) => Promise<unknown>;
  pending?: boolean;
};

type Values = { email: string; token: string; password: string; password_confirmation: string };

const validation = lazyCheck<Values, typeof passwordResetInputSchema>(() =>
  import('@plateforme/shared/accounts/profile.schemas').then((m) => m.passwordResetInputSchema),
);

/** P1 §2 Password edit: e-mail, password, confirmation ('8 caractères min.'), 'Enregistrer'. */
export function PasswordResetForm({ token, defaultEmail = '', onSubmit, pending = false }: PasswordResetFormProps) {
  const [tokenError, setTokenError] = useState<string | null>(null);
  const form = useCheckedForm({
    initial: { email: defaultEmail, token, password: '', password_confirmation: '' },
    validation,
    onValid: async (values) => {
      setTokenError(null);
      await onSubmit(values);
    },
    // The link's token is no field: its refusal says so above the form, with a new link to ask for.
    onRefused: (outcome) => {
      if (outcome.others.length > 0) setTokenError(outcome.others[0] ?? outcome.message);
      else if (outcome.placed === 0) showSnackbar(outcome.message, 'error');
    },
  });

  return (
    <Stack component="form" spacing={2.5} {...form.formProps}>
      {tokenError ? (
        <TokenErrorAlert message={tokenError} retryTo="/password/reset" retryLabel="Demander un nouveau lien" />
      ) : null}
      <EmailAndNewPasswordFields field={form.field} />
      <SubmitButton pending={pending}>{commonMessages.save}</SubmitButton>
    </Stack>
  );
}
