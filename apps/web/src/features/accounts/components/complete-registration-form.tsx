import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompleteRegistrationInput } from '@plateforme/shared/accounts/profile.schemas';
import { authMessages } from '@plateforme/shared/messages/accounts';
import { commonMessages } from '@plateforme/shared/messages/common';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CaptchaField, type CaptchaHandle, type CaptchaState } from '../../../components/ui/captcha-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { lazyFormResolver } from '../../../lib/lazy-form-resolver.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { privacyNotice, termsOfUse } from '../../../components/ui/legal-texts.ts';
import { EmailAndNewPasswordFields } from './new-password-fields.tsx';
import { TokenErrorAlert } from './token-error-alert.tsx';
import { FormConsentCheckbox } from '../../../components/form/form-consent-checkbox.tsx';

type CompleteRegistrationFormProps = {
  token: string;
  defaultEmail?: string;
  onSubmit: (values: CompleteRegistrationInput) => Promise<unknown>;
  pending?: boolean;
};

const fields = ['email', 'password', 'password_confirmation', 'terms_accepted', 'privacy_accepted', 'captcha'] as const;

/** Product text: why the button waits. */
const CAPTCHA_HINT = 'Le bouton s’active une fois la vérification anti-robot réussie.';

const validation = lazyFormResolver(() =>
  import('@plateforme/shared/accounts/profile.schemas').then((m) => m.completeRegistrationInputSchema),
);

/**
 * P1 §2 Complete registration, P2 §5: e-mail, password and confirmation, the terms and the
 * privacy notice accepted, and the human check; the button is enabled only while it is verified.
 */
export function CompleteRegistrationForm({
  token,
  defaultEmail = '',
  onSubmit,
  pending = false,
}: CompleteRegistrationFormProps) {
  const hintId = useId();
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaState, setCaptchaState] = useState<CaptchaState>('loading');
  const [tokenError, setTokenError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: validation.resolver,
    defaultValues: {
      email: defaultEmail,
      token,
      password: '',
      password_confirmation: '',
      from_complete_registration: true as const,
      // The boxes start unticked: the schema asks for true.
      terms_accepted: false as unknown as true,
      privacy_accepted: false as unknown as true,
      captcha: '',
    },
    mode: 'onTouched',
  });
  const verified = captchaState === 'verified';

  const submit = handleSubmit(async (values) => {
    setTokenError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      // The API accepts a captcha payload once: a new check is needed for the next try.
      captcha.current?.reset();
      setValue('captcha', '');
      const outcome = applyServerErrors(error, setError, fields);
      if (outcome.others.length > 0) setTokenError(outcome.others[0] ?? outcome.message);
      else if (outcome.placed === 0) showSnackbar(outcome.message, 'error');
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} {...validation.preloadHandlers}>
      {tokenError ? <TokenErrorAlert message={tokenError} /> : null}
      <EmailAndNewPasswordFields register={register} errors={errors} />
      <FormConsentCheckbox
        control={control}
        name="terms_accepted"
        label={authMessages.acceptTerms}
        documentTitle={authMessages.termsTitle}
        paragraphs={termsOfUse}
      />
      <FormConsentCheckbox
        control={control}
        name="privacy_accepted"
        label={authMessages.acceptPrivacy}
        documentTitle={authMessages.privacyTitle}
        paragraphs={privacyNotice}
      />
      <CaptchaField
        ref={captcha}
        onStateChange={setCaptchaState}
        onChange={(payload) => setValue('captcha', payload, { shouldValidate: false })}
        error={errors.captcha?.message}
      />
      {!verified ? (
        <Typography id={hintId} color="text.secondary">
          {CAPTCHA_HINT}
        </Typography>
      ) : null}
      <SubmitButton pending={pending} disabled={!verified} aria-describedby={!verified ? hintId : undefined}>
        {commonMessages.validate}
      </SubmitButton>
    </Stack>
  );
}
