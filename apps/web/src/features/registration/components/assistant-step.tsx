import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { fieldLabels } from '@plateforme/shared/messages/common';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import type { assistantFormSchema, AssistantFormValues } from '@plateforme/shared/registration/registration.schemas';
import { useState, type FormEvent, type ReactNode } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { lazyCheck } from '../../../lib/lazy-check.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useRegisterAssistant } from '../api/register-assistant.ts';

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

const validation = lazyCheck<AssistantFormValues, typeof assistantFormSchema>(() =>
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
  const form = useCheckedForm({
    initial: (): AssistantFormValues => ({ lastname: '', firstname: '', email: '' }),
    validation,
    onValid: async (values) => {
      setFailure(null);
      try {
        await registerAssistant.mutateAsync({ ...values, young_id: youngId });
      } catch (error) {
        setFailure(text.assistantCreationFailed);
        throw error;
      }
      await onRegistered();
    },
    // The fields' messages go under them; the alert above says the rest.
    onRefused: () => undefined,
  });
  const field = (name: 'lastname' | 'firstname' | 'email') => ({ ...form.field(name), required: true });

  const submit = (event: FormEvent) => {
    if (!noAssistant) return void form.submit(event);
    event.preventDefault();
    setSkipping(true);
    void onSkipped().finally(() => setSkipping(false));
  };

  return (
    <Stack component="form" spacing={2.5} {...form.formProps} onSubmit={submit}>
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
        <SubmitButton pending={form.submitting || skipping}>{text.next}</SubmitButton>
        {actions}
      </Stack>
    </Stack>
  );
}
