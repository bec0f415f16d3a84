import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PasswordEmailInput } from '@plateforme/shared/accounts/profile.schemas';
import { commonMessages, fieldLabels } from '@plateforme/shared/messages/common';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { lazyFormResolver } from '../../../lib/lazy-form-resolver.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { textInputProps } from '../../../components/form/text-input-props.ts';

type PasswordResetRequestFormProps = {
  onSubmit: (values: PasswordEmailInput) => Promise<unknown>;
  pending?: boolean;
};

const validation = lazyFormResolver(() =>
  import('@plateforme/shared/accounts/profile.schemas').then((m) => m.passwordEmailInputSchema),
);

/** P1 §2 Password reset request: the e-mail, 'Envoyer' and 'Annuler' (back to login). */
export function PasswordResetRequestForm({ onSubmit, pending = false }: PasswordResetRequestFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: validation.resolver, defaultValues: { email: '' }, mode: 'onTouched' });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const outcome = applyServerErrors(error, setError, ['email']);
      if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} {...validation.preloadHandlers}>
      <TextInput
        {...textInputProps(register, errors, 'email')}
        label={fieldLabels.email}
        type="email"
        autoComplete="email"
        required
      />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/login" variant="outlined">
          {commonMessages.cancel}
        </Button>
        <SubmitButton pending={pending}>{commonMessages.send}</SubmitButton>
      </Stack>
    </Stack>
  );
}
