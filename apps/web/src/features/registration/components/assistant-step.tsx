import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { fieldLabels } from '@plateforme/shared/messages/common';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import type { AssistantFormValues } from '@plateforme/shared/registration/registration.schemas';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { lazyFormResolver } from '../../../lib/lazy-form-resolver.ts';
import { useRegisterAssistant } from '../api/register-assistant.ts';
import { textInputProps } from '../../../components/form/text-input-props.ts';

type AssistantStepProps = {
  /** The signed-in AJA young person. */
  youngId: number;
  /** The carer is registered. */
  onRegistered: () => Promise<void>;
  /** 'Pas d'aidant'. */
  onSkipped: () => Promise<void>;
  /** 'Modifier mon orientation'. */
  actions: ReactNode;
};

const fields = ['lastname', 'firstname', 'email'] as const;
const validation = lazyFormResolver(() =>
  import('@plateforme/shared/registration/registration.schemas').then((m) => m.assistantFormSchema),
);
const text = registrationMessages;

/**
 * Step 3 for an AJA young person (P1 §2, §5): the parent or carer's last name, first name
 * and e-mail, all required; 'Pas d'aidant' skips the form.
 */
export function AssistantStep({ youngId, onRegistered, onSkipped, actions }: AssistantStepProps) {
  const [noAssistant, setNoAssistant] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [skipping, setSkipping] = useState(false);
  const registerAssistant = useRegisterAssistant();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AssistantFormValues>({
    resolver: validation.resolver,
    defaultValues: { lastname: '', firstname: '', email: '' },
    mode: 'onTouched',
  });
  const field = (name: (typeof fields)[number]) => ({ ...textInputProps(register, errors, name), required: true });

  const sendAssistant = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await registerAssistant.mutateAsync({ ...values, young_id: youngId });
    } catch (error) {
      applyServerErrors(error, setError, fields);
      setFailure(text.assistantCreationFailed);
      return;
    }
    await onRegistered();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!noAssistant) return void sendAssistant(event);
    event.preventDefault();
    setSkipping(true);
    void onSkipped().finally(() => setSkipping(false));
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} {...validation.preloadHandlers}>
      <Typography>{text.assistantIntro}</Typography>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <FormControlLabel
        control={<Switch checked={noAssistant} onChange={(event) => setNoAssistant(event.target.checked)} />}
        label={text.noAssistant}
      />
      {noAssistant ? (
        <Typography color="text.secondary">{text.noAssistantHint}</Typography>
      ) : (
        <>
          <TextInput {...field('lastname')} label={fieldLabels.lastname} autoComplete="off" />
          <TextInput {...field('firstname')} label={fieldLabels.firstname} autoComplete="off" />
          <TextInput {...field('email')} label={fieldLabels.email} type="email" autoComplete="off" />
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SubmitButton pending={isSubmitting || skipping}>{text.next}</SubmitButton>
        {actions}
      </Stack>
    </Stack>
  );
}
