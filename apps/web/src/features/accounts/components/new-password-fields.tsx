import { fieldLabels } from '@plateforme/shared/messages/common';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import type { CheckedField } from '../../../lib/use-checked-form.ts';
import { PASSWORD_HINT } from './password-hint.ts';

type CredentialsField = 'email' | 'password' | 'password_confirmation';

/**
 * The login e-mail, a new password and its confirmation (P1 §2 Password edit), bound to a
 * checked form's fields.
 */
export function EmailAndNewPasswordFields({ field }: { field: (name: CredentialsField) => CheckedField }) {
  return (
    <>
      <TextInput {...field('email')} label={fieldLabels.email} type="email" autoComplete="username" required />
      <PasswordInput
        {...field('password')}
        label={fieldLabels.password}
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
      />
      <PasswordInput
        {...field('password_confirmation')}
        label={fieldLabels.passwordConfirmation}
        toggleLabel="Afficher la confirmation"
        autoComplete="new-password"
        required
      />
    </>
  );
}
