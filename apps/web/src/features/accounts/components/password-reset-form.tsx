import Stack from '@mui/material/Stack';
import type { PasswordResetInput } from '@plateforme/shared/accounts/profile.schemas';
import { commonMessages } from '@plateforme/shared/messages/common';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { lazyFormResolver } from '../../../lib/lazy-form-resolver.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { EmailAndNewPasswordFields } from './new-password-fields.tsx';
import { TokenErrorAlert } from './token-error-alert.tsx';

type PasswordResetFormProps = {
  token: string;
  defaultEmail?: string;
  onSubmit: (values: PasswordResetInput) => Promise<unknown>;
  pending?: boolean;
};

const fields = ['email', 'password', 'password_confirmation'] as const;

const validation = lazyFormResolver(() =>
  import('@plateforme/shared/accounts/profile.schemas').then((m) => m.passwordResetInputSchema),
);

/** P1 §2 Password edit: e-mail, password, confirmation ('8 caractères min.'), 'Enregistrer'. */
export function PasswordResetForm({ token, defaultEmail = '', onSubmit, pending = false }: PasswordResetFormProps) {
  const [tokenError, setTokenError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: validation.resolver,
    defaultValues: { email: defaultEmail, token, password: '', password_confirmation: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    setTokenError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const outcome = applyServerErrors(error, setError, fields);
      if (outcome.others.length > 0) setTokenError(outcome.others[0] ?? outcome.message);
      else if (outcome.placed === 0) showSnackbar(outcome.message, 'error');
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} {...validation.preloadHandlers}>
      {tokenError ? (
        <TokenErrorAlert message={tokenError} retryTo="/password/reset" retryLabel="Demander un nouveau lien" />
      ) : null}
      <EmailAndNewPasswordFields register={register} errors={errors} />
      <SubmitButton pending={pending}>{commonMessages.save}</SubmitButton>
    </Stack>
  );
}
