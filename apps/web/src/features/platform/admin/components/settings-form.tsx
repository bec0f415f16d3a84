import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SETTINGS_FIELDS } from '@plateforme/shared/platform/settings.rules';
import type { AdminSettingsAnswer, SettingsForm as SettingsValues } from '@plateforme/shared/platform/settings.schemas';
import { adminSettingsMessages as messages } from '@plateforme/shared/messages/platform-settings';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { textInputProps } from '../../../../components/form/text-input-props.ts';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { lazyFormResolver } from '../../../../lib/lazy-form-resolver.ts';

const validation = lazyFormResolver(() =>
  import('@plateforme/shared/platform/settings.schemas').then((m) => m.settingsFormSchema),
);

type Props = {
  values: AdminSettingsAnswer['data'];
  pending: boolean;
  onSubmit: (data: SettingsValues) => Promise<unknown>;
};

/** A titled group of fields: a region named by its h2. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={2.5}>
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The settings form in five groups (Adhésion, Reçus fiscaux, Informations légales, Application
 * compagnon, Séances : rappels et liste d’attente).
 */
export function SettingsForm({ values, pending, onSubmit }: Props) {
  const form = useForm({ resolver: validation.resolver, defaultValues: values, mode: 'onTouched' });
  const { register, handleSubmit, setError, formState, reset, control } = form;
  const stopHours = useWatch({ control, name: 'offer_stop_hours' });
  const field = (name: keyof SettingsValues) => ({
    ...textInputProps(register, formState.errors, name),
    label: messages.fields[name],
  });

  const submit = handleSubmit(async (data) => {
    try {
      const saved = await onSubmit(data);
      if (saved) reset(saved as AdminSettingsAnswer['data']);
    } catch (error) {
      const outcome = applyServerErrors(error, setError, SETTINGS_FIELDS);
      if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={4}
      onSubmit={(event) => void submit(event)}
      {...validation.preloadHandlers}
    >
      <Section title={messages.sections.membership}>
        <TextInput {...field('subscription_amount')} hint={messages.hints.amount} inputMode="decimal" required />
        <TextInput {...field('pro_subscription_amount')} hint={messages.hints.amount} inputMode="decimal" required />
        <TextInput {...field('payment_contact_mail')} type="email" autoComplete="off" required />
        <TextInput
          {...field('renewal_reminder_days')}
          hint={messages.hints.renewal_reminder_days}
          autoComplete="off"
          required
        />
      </Section>
      <Section title={messages.sections.receipts}>
        <TextInput {...field('association_name')} required />
        <TextInput {...field('association_address')} required />
        <TextInput {...field('association_object')} multiline minRows={3} required />
        <TextInput {...field('association_status')} required />
        <TextInput {...field('association_registration')} hint={messages.hints.association_registration} />
        <TextInput {...field('receipt_signatory')} required />
        <TextInput {...field('receipt_signatory_role')} required />
      </Section>
      <Section title={messages.sections.legal}>
        <Typography color="text.secondary">{messages.hints.legal}</Typography>
        <TextInput {...field('association_phone')} type="tel" autoComplete="off" required />
        <TextInput {...field('privacy_contact_mail')} type="email" autoComplete="off" required />
        <TextInput {...field('hosting_provider')} multiline minRows={2} required />
      </Section>
      <Section title={messages.sections.companion}>
        <TextInput {...field('oncogitiel_url')} type="url" hint={messages.hints.oncogitiel_url} required />
      </Section>
      <Section title={messages.sections.sessions}>
        <Typography color="text.secondary">{messages.hints.sessions}</Typography>
        <TextInput {...field('reminder_hours')} hint={messages.hints.reminder_hours} autoComplete="off" required />
        <TextInput
          {...field('offer_hold_hours')}
          hint={messages.hints.offer_hold_hours}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <TextInput
          {...field('offer_stop_hours')}
          hint={messages.hints.offer_stop_hours(stopHours ?? '')}
          inputMode="numeric"
          autoComplete="off"
          required
        />
      </Section>
      <Section title={messages.sections.retention}>
        <Typography color="text.secondary">{messages.hints.retention}</Typography>
        <TextInput {...field('retention_inactive_years')} inputMode="numeric" autoComplete="off" required />
        <TextInput {...field('retention_mail_months')} inputMode="numeric" autoComplete="off" required />
      </Section>
      <div>
        <SubmitButton pending={pending} pendingLabel={messages.saving}>
          {messages.save}
        </SubmitButton>
      </div>
    </Stack>
  );
}
