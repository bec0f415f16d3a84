import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  completeRegistrationInputSchema,
  CompleteRegistrationInput,
} from '@plateforme/shared/accounts/profile.schemas';
import { authMessages } from '@plateforme/shared/messages/accounts';
import { commonMessages } from '@plateforme/shared/messages/common';
import { useId, useRef, useState } from 'react';
import { CaptchaField, type CaptchaHandle, type CaptchaState } from '../../../components/ui/captcha-field.tsx';
import { ConsentCheckbox } from '../../../components/ui/consent-checkbox.tsx';
import { privacyNotice, termsOfUse } from '../../../components/ui/legal-texts.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { lazyCheck } from '../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { EmailAndNewPasswordFields } from './new-password-fields.tsx';
import { TokenErrorAlert } from './token-error-alert.tsx';

type CompleteRegistrationFormProps = {
  token: string;
  defaultEmail?: string;
  onSubmit: (values: CompleteRegistrationInput) => Promise<unknown>;
  pending?: boolean;
};

type Draft = {
  email: string;
  password: string;
  password_confirmation: string;
  terms_accepted: boolean;
  privacy_accepted: boolean;
  /**
   * Where the API's refusal of the human check is said. The payload itself is kept apart: a new
   * check after a refusal must not wipe that message before the next send.
   */
  captcha: string;
};

/** Product text: why the button waits. */
const CAPTCHA_HINT = 'Le bouton s’active une fois la vérification anti-robot réussie.';

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
  const captchaPayload = useRef('');
  const [captchaState, setCaptchaState] = useState<CaptchaState>('loading');
  const [tokenError, setTokenError] = useState<string | null>(null);
  // The API's refusal of the human check: said under it, not with the link's refusal at the top.
  const captchaRefusal = useRef<string | undefined>(undefined);
  const [captchaError, setCaptchaError] = useState<string>();
  // The link's token is no field of the form: a refusal of it is said at the top of the form.
  const [validation] = useState(() =>
    lazyCheck<Draft, typeof completeRegistrationInputSchema>(
      () => import('@plateforme/shared/accounts/profile.schemas').then((m) => m.completeRegistrationInputSchema),
      (values) => ({ ...values, token, from_complete_registration: true, captcha: captchaPayload.current }),
    ),
  );
  const form = useCheckedForm({
    initial: (): Draft => ({
      email: defaultEmail,
      password: '',
      password_confirmation: '',
      terms_accepted: false,
      privacy_accepted: false,
      captcha: '',
    }),
    validation,
    onValid: async (checked: CompleteRegistrationInput) => {
      setTokenError(null);
      setCaptchaError(undefined);
      try {
        await onSubmit(checked);
      } catch (error) {
        // The API accepts a captcha payload once: a new check is needed for the next try.
        captcha.current?.reset();
        captchaPayload.current = '';
        captchaRefusal.current = isApiError(error) ? error.errors.captcha?.[0] : undefined;
        setCaptchaError(captchaRefusal.current);
        throw error;
      }
    },
    onRefused: (outcome) => {
      const captchaMessage = captchaRefusal.current;
      const others = outcome.others.filter((message) => message !== captchaMessage);
      if (others.length > 0) setTokenError(others[0] ?? outcome.message);
      else if (outcome.placed === 0 && !captchaMessage) showSnackbar(outcome.message, 'error');
    },
  });
  const verified = captchaState === 'verified';

  return (
    <Stack component="form" spacing={2.5} {...form.formProps}>
      {tokenError ? <TokenErrorAlert message={tokenError} /> : null}
      <EmailAndNewPasswordFields field={form.field} />
      <ConsentCheckbox
        {...form.checkbox('terms_accepted')}
        label={authMessages.acceptTerms}
        documentTitle={authMessages.termsTitle}
        paragraphs={termsOfUse}
      />
      <ConsentCheckbox
        {...form.checkbox('privacy_accepted')}
        label={authMessages.acceptPrivacy}
        documentTitle={authMessages.privacyTitle}
        paragraphs={privacyNotice}
      />
      <CaptchaField
        ref={captcha}
        onStateChange={setCaptchaState}
        onChange={(payload) => {
          captchaPayload.current = payload;
        }}
        error={captchaError ?? form.errorOf('captcha')}
      />
      {!verified ? (
        <Typography id={hintId} color="text.secondary">
          {CAPTCHA_HINT}
        </Typography>
      ) : null}
      <SubmitButton
        pending={pending || form.submitting}
        disabled={!verified}
        aria-describedby={!verified ? hintId : undefined}
      >
        {commonMessages.validate}
      </SubmitButton>
    </Stack>
  );
}
