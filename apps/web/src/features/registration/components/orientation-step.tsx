import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import {
  AJA_ROLES,
  ORIENTATION_REASONS,
  needsPartnerChoice,
  type AjaRole,
  type Orientation,
  type Reason,
  type RegistrationProcess,
} from '@plateforme/shared/registration/registration.rules';
import type { orientationInputSchema } from '@plateforme/shared/registration/registration.schemas';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RadioGroupField } from '../../../components/ui/radio-group-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { lazyCheck } from '../../../lib/lazy-check.ts';
import { useOpenedOnce } from '../../../lib/load-when-wanted.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';

type OrientationStepProps = {
  process: RegistrationProcess;
  /** A professional's orientation is Other, and cannot change (P1 §4, §6). */
  isPro: boolean;
  /** The AJA path was just chosen from the age dialog: its description opens at once. */
  openAjaInfo?: boolean;
  onSubmit: (orientation: Orientation) => Promise<void>;
  /** The choice as it is being made, so the stepper shows the steps of this path. */
  onDraftChange: (orientation: Partial<Orientation>) => void;
  pending?: boolean;
  /** The person starts choosing: what the next step needs can start loading. */
  onFirstUse?: () => void;
};

const text = registrationMessages;

/** Nothing chosen yet is undefined, so the schema says 'Champ requis' rather than 'Format invalide'. */
type OrientationFormValues = { reason?: Reason; aja_role: AjaRole | null; partner: { id: number } | null };

// Most people never see the AJA description nor the partner list: they load when wanted.
const AjaInfoDialog = lazy(() => import('./aja-info-dialog.tsx').then((m) => ({ default: m.AjaInfoDialog })));
const loadPartnerSelect = () => import('./partner-select.tsx');
const PartnerSelect = lazy(() => loadPartnerSelect().then((m) => ({ default: m.PartnerSelect })));

// The schema's input types the partner id loosely (it coerces); the form holds numbers.
const validation = lazyCheck<OrientationFormValues, typeof orientationInputSchema>(() =>
  import('@plateforme/shared/registration/registration.schemas').then((m) => m.orientationInputSchema),
);

/**
 * On a phone (375 px) several choices wrap to two lines: each line starts level with its
 * radio, a choice keeps a gap before the next, and the focus ring stays clear of the text.
 */
const twoLineChoices = {
  '& .MuiFormControlLabel-root': { alignItems: 'flex-start', mb: 0.5 },
  '& .MuiFormControlLabel-label': { pt: '9px', pl: 1 },
} as const;

/**
 * Step 1 (P1 §2, §5): the seven orientations; AJA asks young adult or legal representative
 * and opens its description; health insurance and employer ask for the partner.
 */
export function OrientationStep({
  process,
  isPro,
  openAjaInfo = false,
  onSubmit,
  onDraftChange,
  pending = false,
  onFirstUse,
}: OrientationStepProps) {
  const [ajaInfoOpen, setAjaInfoOpen] = useState(openAjaInfo);
  const ajaInfoWanted = useOpenedOnce(ajaInfoOpen);
  const form = useCheckedForm({
    initial: (): OrientationFormValues => ({
      reason: isPro ? 'other' : process.reason || undefined,
      aja_role: process.aja_role ?? null,
      partner: process.partner ? { id: process.partner.id } : null,
    }),
    validation,
    onValid: async (orientation) => {
      await onSubmit(orientation);
    },
  });
  const { reason, aja_role: ajaRole, partner } = form.values;

  useEffect(() => {
    onDraftChange({ reason, aja_role: ajaRole ?? null, partner: partner ?? null });
  }, [reason, ajaRole, partner, onDraftChange]);

  const startUse = () => {
    validation.preload();
    void loadPartnerSelect().catch(() => undefined);
    onFirstUse?.();
  };

  return (
    <Stack
      component="form"
      spacing={3}
      {...form.formProps}
      sx={twoLineChoices}
      // Reaching the form also starts loading what the next step needs.
      onFocus={startUse}
      onPointerDown={startUse}
    >
      {isPro ? <Typography>{text.proOrientation}</Typography> : null}
      <RadioGroupField
        {...form.field('reason')}
        legend={text.orientationLegend}
        required
        options={ORIENTATION_REASONS.map((option) => ({
          value: option,
          label: text.orientations[option],
          disabled: isPro && option !== 'other',
        }))}
        onChange={(next) => {
          form.setValue('reason', next);
          // A reason other than aja clears the AJA role (P1 §4); a partner belongs to one reason.
          if (next !== 'aja') form.setValue('aja_role', null);
          form.setValue('partner', null);
          if (next === 'aja') setAjaInfoOpen(true);
        }}
      />

      {reason === 'aja' ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <RadioGroupField
            {...form.field('aja_role')}
            legend={text.ajaRoleLegend}
            required
            options={AJA_ROLES.map((role) => ({ value: role, label: text.ajaRoles[role] }))}
          />
          <Button variant="text" onClick={() => setAjaInfoOpen(true)}>
            {text.ajaInfoButton}
          </Button>
        </Stack>
      ) : null}

      {reason && needsPartnerChoice(reason as Reason) ? (
        <Suspense key={reason} fallback={null}>
          <PartnerSelect
            {...form.field('partner.id')}
            supportType={reason as 'healthinsurance' | 'employer'}
            label={text.orientations[reason as 'healthinsurance' | 'employer']}
            value={partner?.id ?? null}
            onChange={(chosen) => (chosen ? form.setValue('partner.id', chosen.id) : form.setValue('partner', null))}
          />
        </Suspense>
      ) : null}

      <div>
        <SubmitButton pending={pending}>{text.next}</SubmitButton>
      </div>
      {ajaInfoWanted ? (
        <Suspense fallback={null}>
          <AjaInfoDialog open={ajaInfoOpen} onClose={() => setAjaInfoOpen(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
