import { fieldLabels } from '@plateforme/shared/messages/common';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

type PasswordPairValues = { password: string; password_confirmation: string };

type NewPasswordFieldsProps<T extends PasswordPairValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
};

/** Product text: what the rule is, said before the person types (the error says '8 caractères min.'). */
export const PASSWORD_HINT = 'Au moins 8 caractères.';

/** A new password and its confirmation (P1 §2 Password edit, Complete registration). */
export function NewPasswordFields<T extends PasswordPairValues>({ register, errors }: NewPasswordFieldsProps<T>) {
  // The generic form narrows to the two fields both screens share.
  const registerPair = register as unknown as UseFormRegister<PasswordPairValues>;
  const pairErrors = errors as FieldErrors<PasswordPairValues>;
  const { ref: passwordRef, ...password } = registerPair('password');
  const { ref: confirmationRef, ...confirmation } = registerPair('password_confirmation');
  return (
    <>
      <PasswordInput
        {...password}
        inputRef={passwordRef}
        label={fieldLabels.password}
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        error={pairErrors.password?.message}
      />
      <PasswordInput
        {...confirmation}
        inputRef={confirmationRef}
        label={fieldLabels.passwordConfirmation}
        toggleLabel="Afficher la confirmation"
        autoComplete="new-password"
        required
        error={pairErrors.password_confirmation?.message}
      />
    </>
  );
}
