import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { authMessages } from '@plateforme/shared/messages/accounts';
import { fieldLabels, sessionMessages } from '@plateforme/shared/messages/common';
import type { loginInputSchema } from '@plateforme/shared/accounts/accounts.schemas';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CaptchaHandle, CaptchaState } from '../../../components/ui/captcha-field.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { lazyCheck } from '../../../lib/lazy-check.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import type { LoginCredentials } from '../api/login.ts';

type LoginFormProps = {
  onSubmit: (credentials: LoginCredentials) => void;
  pending?: boolean;
  /**
   * The last refusal (a new object each time), said inside the form; `captchaRequired`: the
   * API asked for a captcha, the form shows it and sends its payload with the next try.
   */
  failure?: LoginFailure;
};

export type LoginFailure = { message: string; captchaRequired: boolean };

// Asked for only after many failures: the captcha's field loads then.
const CaptchaField = lazy(() =>
  import('../../../components/ui/captcha-field.tsx').then((m) => ({ default: m.CaptchaField })),
);

// /login is the first page of most visits: zod loads when the person reaches the form.
const loginValidation = lazyCheck<LoginValues, typeof loginInputSchema>(() =>
  import('@plateforme/shared/accounts/accounts.schemas').then((m) => m.loginInputSchema),
);

type LoginValues = { email: string; password: string; remember: boolean };

/**
 * P1 §2 Login: e-mail, password, remember-me, 'Se connecter' (checked by the shared schema).
 * A refusal is said at the top of the form, which takes the focus so a screen reader reads
 * it, once; after many failures on an address or from a network, the captcha joins the form.
 */
export function LoginForm({ onSubmit, pending = false, failure }: LoginFormProps) {
  const captchaRequired = failure?.captchaRequired ?? false;
  const alertRef = useRef<HTMLDivElement>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaPayload, setCaptchaPayload] = useState('');
  const [captchaState, setCaptchaState] = useState<CaptchaState>('loading');

  useEffect(() => {
    if (!failure) return;
    alertRef.current?.focus();
    // The API takes a captcha payload once: the next try needs a new check.
    captcha.current?.reset();
    setCaptchaPayload('');
  }, [failure]);
  // Controlled fields keep what was typed before the app took the page over (the hook adopts it).
  const form = useCheckedForm({
    initial: { email: '', password: '', remember: false },
    validation: loginValidation,
    onValid: async (credentials) =>
      onSubmit(captchaRequired ? { ...credentials, captcha: captchaPayload } : credentials),
  });

  // Posted by the browser itself only before the app's scripts run: then the password goes
  // in the request body, never in the URL, and the API shows this page again.
  return (
    <Stack component="form" method="post" action="/login" spacing={2.5} {...form.formProps}>
      {failure ? (
        // Said once: the focus reads it, so it is no live region as well (ADR 061).
        <Box ref={alertRef} tabIndex={-1} data-testid="login-failure" sx={{ outlineOffset: 2 }}>
          <Alert severity="error" role="presentation">
            {failure.message}
          </Alert>
        </Box>
      ) : null}
      <TextInput {...form.field('email')} label={fieldLabels.email} type="email" autoComplete="username" required />
      <PasswordInput
        {...form.field('password')}
        label={fieldLabels.password}
        autoComplete="current-password"
        required
      />
      <CheckboxField {...form.checkbox('remember')} label={authMessages.rememberMe} />
      {captchaRequired ? (
        <Suspense fallback={null}>
          <CaptchaField
            ref={captcha}
            name="login-captcha"
            onChange={setCaptchaPayload}
            onStateChange={setCaptchaState}
          />
        </Suspense>
      ) : null}
      <SubmitButton
        pending={pending}
        pendingLabel="Connexion en cours"
        disabled={captchaRequired && (captchaState !== 'verified' || !captchaPayload)}
      >
        {sessionMessages.signIn}
      </SubmitButton>
    </Stack>
  );
}
