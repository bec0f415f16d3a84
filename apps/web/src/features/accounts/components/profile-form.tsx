import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  profileFormSchema,
  ProfileFormValues,
  ProfileUpdateInput,
} from '@plateforme/shared/accounts/profile.schemas';
import { profileMessages } from '@plateforme/shared/messages/accounts';
import { commonMessages, fieldLabels } from '@plateforme/shared/messages/common';
import { Link as RouterLink } from 'react-router';
import { CheckedAddressFields } from '../../../components/form/checked-address-fields.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { lazyCheck } from '../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import type { User } from '../api/get-user.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

type ProfileFormProps = {
  user: User;
  onSubmit: (values: ProfileUpdateInput) => Promise<unknown>;
  pending?: boolean;
};

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

const validation = lazyCheck<ProfileFormValues, typeof profileFormSchema>(() =>
  import('@plateforme/shared/accounts/profile.schemas').then((m) => m.profileFormSchema),
);

/**
 * P2 §2 Profile edit, §5 Profile form: identity, address and phone, then an optional password
 * change (sent only when the new password and its confirmation are both filled). 'Sauvegarder'.
 */
export function ProfileForm({ user, onSubmit, pending = false }: ProfileFormProps) {
  const form = useCheckedForm({
    initial: () => toFormValues(user),
    validation,
    onValid: async (checked: ProfileUpdateInput) => {
      await onSubmit(checked);
    },
    // A refusal about no field of the form (a rule of the API) is said in the message bar.
    onRefused: (outcome) => {
      if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
    },
  });

  return (
    <Stack component="form" spacing={2.5} {...form.formProps}>
      <Typography variant="h2">Mes informations</Typography>
      <TextInput {...form.field('lastname')} label={fieldLabels.lastname} autoComplete="family-name" required />
      <TextInput {...form.field('firstname')} label={fieldLabels.firstname} autoComplete="given-name" required />
      <TextInput {...form.field('email')} label={fieldLabels.email} type="email" autoComplete="email" required />
      <DateInput {...form.field('birthdate')} label={fieldLabels.birthdate} />
      <CheckedAddressFields form={form} />

      <Typography variant="h2" sx={{ pt: 2 }}>
        {fieldLabels.password}
      </Typography>
      <Typography color="text.secondary">
        Pour changer de mot de passe, remplissez ces trois champs. Sinon, laissez-les vides.
      </Typography>
      <PasswordInput
        {...form.field('old_password')}
        label={fieldLabels.oldPassword}
        toggleLabel="Afficher l'ancien mot de passe"
        autoComplete="current-password"
      />
      <NewPasswordFields
        field={form.field}
        label={fieldLabels.newPassword}
        toggleLabel="Afficher le nouveau mot de passe"
        required={false}
      />

      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end', pt: 1 }}>
        <Button component={RouterLink} to="/profile" variant="outlined">
          {commonMessages.cancel}
        </Button>
        <SubmitButton pending={pending || form.submitting}>{profileMessages.save}</SubmitButton>
      </Stack>
    </Stack>
  );
}
