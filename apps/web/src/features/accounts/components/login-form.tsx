import Stack from '@mui/material/Stack';
import { authMessages } from '@plateforme/shared/messages/accounts';
import { fieldLabels } from '@plateforme/shared/messages/common';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { textInputProps } from '../../../components/form/text-input-props.ts';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { lazyFormResolver } from '../../../lib/lazy-form-resolver.ts';
import type { LoginCredentials } from '../api/login.ts';

type LoginFormProps = {
  onSubmit: (credentials: LoginCredentials) => void;
  pending?: boolean;
};

// /login is the first page of most visits: zod loads once the app has taken over the page,
// out of the way of its first paint, and is there by the time the person submits.
const loginValidation = lazyFormResolver(() => import('@plateforme/shared/accounts/accounts.schemas').then((m) => m.loginInputSchema));

/** P1 §2 Login: e-mail, password, remember-me, 'Se connecter' (checked by the shared schema). */
export function LoginForm({ onSubmit, pending = false }: LoginFormProps) {
  useEffect(() => loginValidation.preloadWhenIdle(), []);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: loginValidation.resolver,
    defaultValues: { email: '', password: '', remember: false },
    mode: 'onTouched',
  });

  // Posted by the browser itself only before the app's scripts run: then the password goes
  // in the request body, never in the URL, and the API shows this page again.
  return (
    <Stack component="form" method="post" action="/login" noValidate spacing={2.5} onFocus={loginValidation.preload} onSubmit={handleSubmit((values) => onSubmit(values))}>
      <TextInput {...textInputProps(register, errors, 'email')} label={fieldLabels.email} type="email" autoComplete="username" required />
      <PasswordInput {...textInputProps(register, errors, 'password')} label={fieldLabels.password} autoComplete="current-password" required />
      <FormCheckbox control={control} name="remember" label={authMessages.rememberMe} />
      <SubmitButton pending={pending} pendingLabel="Connexion en cours">
        {authMessages.signIn}
      </SubmitButton>
    </Stack>
  );
}
