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
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CaptchaField, type CaptchaHandle, type CaptchaState } from '../../../components/ui/captcha-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { lazyFormResolver } from '../../../lib/lazy-form-resolver.ts';
import { useRegisterUser } from '../api/register-user.ts';
import { useRegistrantAgeAlert } from '../hooks/use-registrant-age-alert.ts';
import { emptyAccountDraft } from './account-draft.ts';
import { AgeAlertDialog } from './age-alert-dialog.tsx';
import { TermsLinks } from './terms-links.tsx';
import { FormDateInput } from '../../../components/form/form-date-input.tsx';
import { textInputProps } from '../../../components/form/text-input-props.ts';
import { AddressFields } from '../../../components/form/address-fields.tsx';

type FormOutput = z.output<typeof registrationFormSchema>;

const validation = lazyFormResolver(() =>
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

const fields = [
  'lastname',
  'firstname',
  'birthdate',
  'street',
  'zip',
  'city',
  'phone',
  'email',
  'password',
  'password_confirmation',
  'captcha',
] as const;

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
  const [creating, setCreating] = useState(false);
  const register = useRegisterUser();
  const form = useForm<RegistrationFormValues & { captcha?: string }, unknown, FormOutput>({
    resolver: validation.resolver,
    defaultValues: draft,
    mode: 'onTouched',
  });
  const {
    register: field,
    control,
    handleSubmit,
    setError,
    setFocus,
    clearErrors,
    watch,
    getValues,
    formState: { errors },
  } = form;
  const birthdate = useWatch({ control, name: 'birthdate' });

  useEffect(() => {
    const subscription = watch((values) =>
      onDraftChange({ ...emptyAccountDraft, ...values } as RegistrationFormValues),
    );
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);

  const age = useRegistrantAgeAlert(process, draft.birthdate);
  // Values waiting for the AJA offer's answer at submit time.
  const waiting = useRef<FormOutput | null>(null);

  const create = async (values: FormOutput) => {
    setCreating(true);
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
      const outcome = applyServerErrors(error, setError, fields);
      if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
      setCreating(false);
      return;
    }
    await onCreated({ email: values.email, password: values.password });
    setCreating(false);
  };

  const submit = handleSubmit(async (values) => {
    const found = age.checkOnSubmit(values.birthdate);
    if (found) {
      waiting.current = found === 'switch_to_aja' ? values : null;
      return;
    }
    await create(values);
  });

  const verified = captchaState === 'verified' && captchaPayload !== '';
  const textField = (
    name: Exclude<(typeof fields)[number], 'birthdate' | 'street' | 'zip' | 'city' | 'phone' | 'captcha'>,
  ) => ({
    ...textInputProps(field, errors, name),
    required: true,
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={submit}
      aria-describedby={`${hintId}-intro`}
      {...validation.preloadHandlers}
    >
      <Typography id={`${hintId}-intro`} color="text.secondary">
        {text.formIntro}
      </Typography>
      <TextInput {...textField('lastname')} label={fieldLabels.lastname} autoComplete="family-name" />
      <TextInput {...textField('firstname')} label={fieldLabels.firstname} autoComplete="given-name" />
      <FormDateInput
        control={control}
        name="birthdate"
        onBlur={() => age.checkBirthdate(getValues('birthdate'))}
        label={fieldLabels.birthdate}
        required
      />
      <AddressFields form={form} />
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
          if (payload) clearErrors('captcha');
        }}
        error={errors.captcha?.message}
      />
      {!verified ? (
        <Typography id={hintId} color="text.secondary">
          {text.captchaHint}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SubmitButton
          pending={creating}
          pendingLabel={text.creatingAccount}
          disabled={!verified}
          aria-describedby={!verified ? hintId : undefined}
        >
          {text.submit}
        </SubmitButton>
        <Button variant="outlined" onClick={() => void onChangeOrientation()} disabled={creating}>
          {text.changeOrientation}
        </Button>
      </Stack>

      <AgeAlertDialog
        alert={age.alert}
        onClose={age.close}
        onExited={() => {
          // Back to the birthdate, to correct it, after a dialog that stops the registration.
          if (age.stopped()) setFocus('birthdate');
        }}
        onKeep={() => {
          age.keep(birthdate);
          const values = waiting.current;
          waiting.current = null;
          if (values) void create(values);
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
