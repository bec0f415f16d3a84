import { fieldLabels } from '@plateforme/shared/messages/common';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import type { CheckedField } from '../../../lib/use-checked-form.ts';
import { PASSWORD_HINT } from './password-hint.ts';

type PasswordPair = 'password' | 'password_confirmation';

type NewPasswordFieldsProps = {
  field: (name: PasswordPair) => CheckedField;
  /** « Mot de passe », or « Nouveau mot de passe » where the old one is asked as well. */
  label?: string;
  toggleLabel?: string;
  /** False on the profile, where both stay empty to keep the password (P2 §5). */
  required?: boolean;
};

/**
 * A new password and its confirmation (P1 §2 Password edit and Complete registration, P2 §2
 * Profile edit), bound to a checked form's fields.
 */
export function NewPasswordFields({
  field,
  label = fieldLabels.password,
  toggleLabel,
  required = true,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        {...field('password')}
        label={label}
        toggleLabel={toggleLabel}
        autoComplete="new-password"
        required={required}
        hint={PASSWORD_HINT}
      />
      <PasswordInput
        {...field('password_confirmation')}
        label={fieldLabels.passwordConfirmation}
        toggleLabel="Afficher la confirmation"
        autoComplete="new-password"
        required={required}
      />
    </>
  );
}

/** The login e-mail, then a new password and its confirmation. */
export function EmailAndNewPasswordFields({ field }: { field: (name: 'email' | PasswordPair) => CheckedField }) {
  return (
    <>
      <TextInput {...field('email')} label={fieldLabels.email} type="email" autoComplete="username" required />
      <NewPasswordFields field={field} />
    </>
  );
}
