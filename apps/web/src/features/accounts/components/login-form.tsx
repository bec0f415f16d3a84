import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { authMessages } from '@plateforme/shared/messages/accounts';
import { fieldLabels } from '@plateforme/shared/messages/common';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
  const { ref: emailRef, ...email } = register('email');
  const { ref: passwordRef, ...password } = register('password');

  // Posted by the browser itself only before the app's scripts run: then the password goes
  // in the request body, never in the URL, and the API shows this page again.
  return (
    <Stack component="form" method="post" action="/login" noValidate spacing={2.5} onFocus={loginValidation.preload} onSubmit={handleSubmit((values) => onSubmit(values))}>
      <TextInput
        {...email}
        inputRef={emailRef}
        label={fieldLabels.email}
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
      />
      <PasswordInput
        {...password}
        inputRef={passwordRef}
        label={fieldLabels.password}
        autoComplete="current-password"
        required
        error={errors.password?.message}
      />
      <Controller
        name="remember"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                name={field.name}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label={authMessages.rememberMe}
          />
        )}
      />
      <SubmitButton pending={pending} pendingLabel="Connexion en cours">
        {authMessages.signIn}
      </SubmitButton>
    </Stack>
  );
}
