import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkChildAge, type ChildAgeDialog } from '@plateforme/shared/accounts/age.rules';
import { commonMessages, fieldLabels } from '@plateforme/shared/messages/common';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import type { youngFormSchema, YoungFormValues } from '@plateforme/shared/registration/registration.schemas';
import { useRef, useState, type ReactNode } from 'react';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { lazyCheck } from '../../../lib/lazy-check.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useRegisterYoung } from '../api/register-young.ts';
import { MessageDialog } from './message-dialog.tsx';

type YoungStepProps = {
  /** The signed-in AJA carer. */
  assistantId: number;
  onDone: () => Promise<void>;
  /** 'Annuler l'inscription' in the 'majeur' dialog. */
  onCancelRegistration: () => Promise<void>;
  /** 'Modifier mon orientation'. */
  actions: ReactNode;
};

const validation = lazyCheck<YoungFormValues, typeof youngFormSchema>(() =>
  import('@plateforme/shared/registration/registration.schemas').then((m) => m.youngFormSchema),
);
const text = registrationMessages;
const dialogs = text.ageDialogs;

/**
 * Step 3 for an AJA carer (P1 §2, §5): the child's last name, first name, birthdate and
 * e-mail. A child of 18 or more gets the 'majeur' dialog: cancel the registration, or
 * correct the birthdate.
 */
export function YoungStep({ assistantId, onDone, onCancelRegistration, actions }: YoungStepProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<ChildAgeDialog | null>(null);
  const [shownDialog, setShownDialog] = useState<ChildAgeDialog | null>(null);
  const [cancelling, setCancelling] = useState(false);
  if (dialog && dialog !== shownDialog) setShownDialog(dialog);
  const registerYoung = useRegisterYoung();
  const ageDialogFor = (value: string) => checkChildAge(value, new Date());

  // The birthdate is checked when the person leaves it complete, and again on submit.
  const checked = useRef('');
  const checkBirthdate = (value: string) => {
    if (value === checked.current) return;
    checked.current = value;
    const found = ageDialogFor(value);
    if (found) setDialog(found);
  };

  const form = useCheckedForm({
    initial: (): YoungFormValues => ({ lastname: '', firstname: '', birthdate: '', email: '' }),
    validation,
    onValid: async (values) => {
      checked.current = values.birthdate;
      const found = ageDialogFor(values.birthdate);
      if (found) {
        setDialog(found);
        return;
      }
      setFailure(null);
      try {
        await registerYoung.mutateAsync({ ...values, assistant_id: assistantId });
      } catch (error) {
        setFailure(text.youngCreationFailed);
        throw error;
      }
      await onDone();
    },
    // The fields' messages go under them; the alert above says the rest.
    onRefused: () => undefined,
  });
  const field = (name: 'lastname' | 'firstname' | 'email') => ({ ...form.field(name), required: true });

  const closeDialog = () => setDialog(null);
  const content = shownDialog === 'child_too_young' ? dialogs.childTooYoung : dialogs.childAdult;

  return (
    <Stack component="form" spacing={2.5} {...form.formProps}>
      <Typography>{text.youngIntro}</Typography>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <TextInput {...field('lastname')} label={fieldLabels.lastname} autoComplete="off" />
      <TextInput {...field('firstname')} label={fieldLabels.firstname} autoComplete="off" />
      <DateInput
        {...form.field('birthdate', { onBlur: () => checkBirthdate(form.values.birthdate) })}
        label={fieldLabels.birthdate}
        required
      />
      <TextInput {...field('email')} label={fieldLabels.email} type="email" autoComplete="off" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SubmitButton pending={form.submitting}>{text.next}</SubmitButton>
        {actions}
      </Stack>

      <MessageDialog
        open={dialog !== null}
        onClose={closeDialog}
        // Back to the birthdate to correct it.
        onExited={() => form.focus('birthdate')}
        title={content.title}
        paragraphs={[content.text]}
        actions={
          shownDialog === 'child_adult' ? (
            <>
              <Button
                variant="outlined"
                color="error"
                disabled={cancelling}
                onClick={() => {
                  setCancelling(true);
                  void onCancelRegistration().finally(() => setCancelling(false));
                }}
              >
                {dialogs.childAdult.cancelRegistration}
              </Button>
              <Button variant="contained" onClick={closeDialog} autoFocus>
                {dialogs.childAdult.editBirthdate}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={closeDialog} autoFocus>
              {commonMessages.close}
            </Button>
          )
        }
      />
    </Stack>
  );
}
