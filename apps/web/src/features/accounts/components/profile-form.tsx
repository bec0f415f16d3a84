import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProfileFormValues, ProfileUpdateInput } from '@plateforme/shared/accounts/profile.schemas';
import { profileMessages } from '@plateforme/shared/messages/accounts';
import { commonMessages, fieldLabels } from '@plateforme/shared/messages/common';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { lazyFormResolver } from '../../../lib/lazy-form-resolver.ts';
import type { User } from '../api/get-user.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { PASSWORD_HINT } from './new-password-fields.tsx';
import { FormDateInput } from '../../../components/form/form-date-input.tsx';
import { textInputProps } from '../../../components/form/text-input-props.ts';
import { AddressFields } from '../../../components/form/address-fields.tsx';

type ProfileFormProps = {
  user: User;
  onSubmit: (values: ProfileUpdateInput) => Promise<unknown>;
  pending?: boolean;
};

const fields = [
  'lastname',
  'firstname',
  'email',
  'birthdate',
  'street',
  'zip',
  'city',
  'phone',
  'old_password',
  'password',
  'password_confirmation',
] as const;

function toFormValues(user: User): ProfileFormValues {
  return {
    lastname: user.lastname ?? '',
    firstname: user.firstname ?? '',
    email: user.email ?? '',
    birthdate: /^\d{4}-\d{2}-\d{2}/.test(user.birthdate ?? '') ? (user.birthdate ?? '').slice(0, 10) : '',
    street: user.street ?? '',
    zip: user.zip ?? '',
    city: user.city ?? '',
    phone: user.phone ?? '',
    old_password: '',
    password: '',
    password_confirmation: '',
  };
}

const validation = lazyFormResolver(() =>
  import('@plateforme/shared/accounts/profile.schemas').then((m) => m.profileFormSchema),
);

/**
 * P2 §2 Profile edit, §5 Profile form: identity, address and phone, then an optional password
 * change (sent only when the new password and its confirmation are both filled). 'Sauvegarder'.
 */
export function ProfileForm({ user, onSubmit, pending = false }: ProfileFormProps) {
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: toFormValues(user),
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  const text = (name: 'lastname' | 'firstname' | 'email' | 'old_password' | 'password' | 'password_confirmation') =>
    textInputProps(register, errors, name);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const outcome = applyServerErrors(error, setError, fields);
      if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} {...validation.preloadHandlers}>
      <Typography variant="h2">Mes informations</Typography>
      <TextInput {...text('lastname')} label={fieldLabels.lastname} autoComplete="family-name" required />
      <TextInput {...text('firstname')} label={fieldLabels.firstname} autoComplete="given-name" required />
      <TextInput {...text('email')} label={fieldLabels.email} type="email" autoComplete="email" required />
      <FormDateInput control={control} name="birthdate" label={fieldLabels.birthdate} />
      <AddressFields form={form} />

      <Typography variant="h2" sx={{ pt: 2 }}>
        {fieldLabels.password}
      </Typography>
      <Typography color="text.secondary">
        Pour changer de mot de passe, remplissez ces trois champs. Sinon, laissez-les vides.
      </Typography>
      <PasswordInput
        {...text('old_password')}
        label={fieldLabels.oldPassword}
        toggleLabel="Afficher l'ancien mot de passe"
        autoComplete="current-password"
      />
      <PasswordInput
        {...text('password')}
        label={fieldLabels.newPassword}
        toggleLabel="Afficher le nouveau mot de passe"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
      />
      <PasswordInput
        {...text('password_confirmation')}
        label={fieldLabels.passwordConfirmation}
        toggleLabel="Afficher la confirmation"
        autoComplete="new-password"
      />

      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end', pt: 1 }}>
        <Button component={RouterLink} to="/profile" variant="outlined">
          {commonMessages.cancel}
        </Button>
        <SubmitButton pending={pending}>{profileMessages.save}</SubmitButton>
      </Stack>
    </Stack>
  );
}
