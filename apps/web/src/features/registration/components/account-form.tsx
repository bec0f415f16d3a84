import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fieldLabels } from '@plateforme/shared/messages/common';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import {
  serializeRegistrationProcess,
  type RegistrationProcess,
} from '@plateforme/shared/registration/registration.rules';
import type {
  registrationFormSchema,
  RegistrationFormValues,
} from '@plateforme/shared/registration/registration.schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckedAddressFields } from '../../../components/form/checked-address-fields.tsx';
import { CaptchaField, type CaptchaHandle, type CaptchaState } from '../../../components/ui/captcha-field.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { lazyCheck } from '../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useRegisterUser } from '../api/register-user.ts';
import { useRegistrantAgeAlert } from '../hooks/use-registrant-age-alert.ts';
import { AgeAlertDialog } from './age-alert-dialog.tsx';
import { TermsLinks } from './terms-links.tsx';

const validation = lazyCheck<RegistrationFormValues, typeof registrationFormSchema>(() =>
  import('@plateforme/shared/registration/registration.schemas').then((m) => m.registrationFormSchema),
);

type AccountFormProps = {
  process: RegistrationProcess;
  /** What was typed before leaving for step 1 and coming back (kept for the visit only). */
  draft: RegistrationFormValues;
  onDraftChange: (values: RegistrationFormValues) => void;
  /** The account exists; the e-mail and password are those just chosen. */
  onCreated: (credentials: { email: string; password: string }) => Promise<void>;
  /** The AJA offer was accepted: back to step 1 with the AJA path. */
  onSwitchToAja: () => Promise<void>;
  onChangeOrientation: () => Promise<void>;
};

const text = registrationMessages;

/**
 * Step 2 (P1 §2, §5): the registration form. 'Créer mon compte' waits for the human check;
 * the age dialogs open once the birthdate is left complete, and again on submit.
 */
export function AccountForm({
  process,
  draft,
  onDraftChange,
  onCreated,
  onSwitchToAja,
  onChangeOrientation,
}: AccountFormProps) {
  const hintId = useId();
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaState, setCaptchaState] = useState<CaptchaState>('loading');
  const [captchaPayload, setCaptchaPayload] = useState('');
  // The API's refusal of the human check, said under it until a new check is solved.
  const [captchaError, setCaptchaError] = useState<string>();
  const captchaRefusal = useRef<string>(undefined);
  const register = useRegisterUser();
  const age = useRegistrantAgeAlert(process, draft.birthdate);
  // The AJA offer opened by a send: 'Garder mon parcours' sends the form again.
  const sendOnKeep = useRef(false);
  const form = useCheckedForm({
    initial: draft,
    validation,
    onValid: async (values) => {
      const found = age.checkOnSubmit(values.birthdate);
      if (found) {
        sendOnKeep.current = found === 'switch_to_aja';
        return;
      }
      try {
        await register.mutateAsync({
          ...values,
          captcha: captchaPayload,
          registration_process: serializeRegistrationProcess(process),
        });
      } catch (error) {
        // The API accepts a captcha payload once: a new check is needed for the next try.
        captcha.current?.reset();
        setCaptchaPayload('');
        captchaRefusal.current = isApiError(error) ? error.errors.captcha?.[0] : undefined;
        setCaptchaError(captchaRefusal.current);
        throw error;
      }
      await onCreated({ email: values.email, password: values.password });
    },
    // A refusal that no field, not even the captcha, could show is said in the message bar.
    onRefused: (outcome) => {
      if (outcome.placed === 0 && !captchaRefusal.current) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
    },
  });
  const { values, field } = form;

  useEffect(() => {
    onDraftChange(values);
  }, [values, onDraftChange]);

  const verified = captchaState === 'verified' && captchaPayload !== '';
  const textField = (name: 'lastname' | 'firstname' | 'email' | 'password' | 'password_confirmation') => ({
    ...field(name),
    required: true,
  });

  return (
    <Stack component="form" spacing={2.5} {...form.formProps} aria-describedby={`${hintId}-intro`}>
      <Typography id={`${hintId}-intro`} color="text.secondary">
        {text.formIntro}
      </Typography>
      <TextInput {...textField('lastname')} label={fieldLabels.lastname} autoComplete="family-name" />
      <TextInput {...textField('firstname')} label={fieldLabels.firstname} autoComplete="given-name" />
      <DateInput
        {...field('birthdate', { onBlur: () => age.checkBirthdate(values.birthdate) })}
        label={fieldLabels.birthdate}
        required
      />
      <CheckedAddressFields form={form} />
      <TextInput {...textField('email')} label={fieldLabels.email} type="email" autoComplete="email" />
      <PasswordInput
        {...textField('password')}
        label={fieldLabels.password}
        autoComplete="new-password"
        hint="Au moins 8 caractères."
      />
      <PasswordInput
        {...textField('password_confirmation')}
        label={fieldLabels.passwordConfirmation}
        autoComplete="new-password"
        toggleLabel="Afficher la confirmation du mot de passe"
      />

      <TermsLinks />

      <CaptchaField
        ref={captcha}
        onStateChange={setCaptchaState}
        onChange={(payload) => {
          setCaptchaPayload(payload);
          if (payload) setCaptchaError(undefined);
        }}
        error={captchaError}
      />
      {!verified ? (
        <Typography id={hintId} color="text.secondary">
          {text.captchaHint}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SubmitButton
          pending={form.submitting}
          pendingLabel={text.creatingAccount}
          disabled={!verified}
          aria-describedby={!verified ? hintId : undefined}
        >
          {text.submit}
        </SubmitButton>
        <Button variant="outlined" onClick={() => void onChangeOrientation()} disabled={form.submitting}>
          {text.changeOrientation}
        </Button>
      </Stack>

      <AgeAlertDialog
        alert={age.alert}
        onClose={age.close}
        onExited={() => {
          // Back to the birthdate, to correct it, after a dialog that stops the registration.
          if (age.stopped()) form.focus('birthdate');
        }}
        onKeep={() => {
          age.keep(values.birthdate);
          if (sendOnKeep.current) void form.submit();
          sendOnKeep.current = false;
        }}
        onSwitchToAja={() => {
          age.close();
          void onSwitchToAja();
        }}
        onChangeOrientation={() => {
          age.close();
          void onChangeOrientation();
        }}
      />
    </Stack>
  );
}
