import { fieldLabels } from '@plateforme/shared/messages/common';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { textInputProps } from '../../../components/form/text-input-props.ts';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';

type CredentialsValues = { email: string; password: string; password_confirmation: string };

type EmailAndNewPasswordFieldsProps<T extends CredentialsValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
};

/** Product text: what the rule is, said before the person types (the error says '8 caractères min.'). */
export const PASSWORD_HINT = 'Au moins 8 caractères.';

/**
 * The login e-mail, a new password and its confirmation (P1 §2 Password edit, Complete
 * registration).
 */
export function EmailAndNewPasswordFields<T extends CredentialsValues>({
  register,
  errors,
}: EmailAndNewPasswordFieldsProps<T>) {
  // The generic form narrows to the three fields both screens share.
  const field = (name: keyof CredentialsValues) =>
    textInputProps(
      register as unknown as UseFormRegister<CredentialsValues>,
      errors as FieldErrors<CredentialsValues>,
      name,
    );
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
