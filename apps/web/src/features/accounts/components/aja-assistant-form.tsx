import Stack from '@mui/material/Stack';
import type { AjaAssistantInput } from '@plateforme/shared/accounts/profile.schemas';
import { profileMessages } from '@plateforme/shared/messages/accounts';
import { fieldLabels } from '@plateforme/shared/messages/common';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { lazyFormResolver } from '../../../lib/lazy-form-resolver.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { textInputProps } from '../../../components/form/text-input-props.ts';

type AjaAssistantFormProps = {
  onSubmit: (values: AjaAssistantInput) => Promise<unknown>;
  pending?: boolean;
};

const fields = ['firstname', 'lastname', 'email'] as const;

const validation = lazyFormResolver(() =>
  import('@plateforme/shared/accounts/profile.schemas').then((m) => m.ajaAssistantInputSchema),
);

/** P2 §5 Assistant add: first name, last name and e-mail, all required; nothing is sent while one is missing. */
export function AjaAssistantForm({ onSubmit, pending = false }: AjaAssistantFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: validation.resolver,
    defaultValues: { firstname: '', lastname: '', email: '' },
    mode: 'onTouched',
  });
  const field = (name: (typeof fields)[number]) => ({ ...textInputProps(register, errors, name), required: true });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      reset();
    } catch (error) {
      const outcome = applyServerErrors(error, setError, fields);
      if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={submit}
      aria-label={profileMessages.addAssistant}
      {...validation.preloadHandlers}
    >
      <TextInput {...field('firstname')} label={fieldLabels.firstname} autoComplete="off" />
      <TextInput {...field('lastname')} label={fieldLabels.lastname} autoComplete="off" />
      <TextInput {...field('email')} label={fieldLabels.email} type="email" autoComplete="off" />
      <div>
        <SubmitButton pending={pending} variant="outlined">
          {profileMessages.addAssistant}
        </SubmitButton>
      </div>
    </Stack>
  );
}
