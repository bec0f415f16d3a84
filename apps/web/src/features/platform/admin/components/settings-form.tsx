import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SettingsField } from '@plateforme/shared/platform/settings.rules';
import type {
  AdminSettingsAnswer,
  SettingsForm as SettingsValues,
  settingsFormSchema,
} from '@plateforme/shared/platform/settings.schemas';
import { adminSettingsMessages as messages } from '@plateforme/shared/messages/platform-settings';
import { useId, type ReactNode } from 'react';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { lazyCheck } from '../../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';

type SettingsTexts = AdminSettingsAnswer['data'];

const validation = lazyCheck<SettingsTexts, typeof settingsFormSchema>(() =>
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
  const form = useCheckedForm({
    initial: values,
    validation,
    onValid: async (data: SettingsValues) => (await onSubmit(data)) as SettingsTexts | undefined,
    onRefused: (outcome) => {
      if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
    },
  });
  const stopHours = form.values.offer_stop_hours;
  const field = (name: SettingsField) => ({ ...form.field(name), label: messages.fields[name] });

  return (
    <Stack component="form" spacing={4} {...form.formProps}>
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
          hint={messages.hints.offer_stop_hours(stopHours)}
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
