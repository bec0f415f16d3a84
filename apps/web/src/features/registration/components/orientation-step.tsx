import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
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
import { orientationInputSchema, type OrientationValues } from '@plateforme/shared/registration/registration.schemas';
import { useEffect, useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { formResolver } from '../../../lib/zod-resolver.ts';
import { AjaInfoDialog } from './aja-info-dialog.tsx';
import { PartnerSelect } from './partner-select.tsx';

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
};

const text = registrationMessages;

/** Nothing chosen yet is undefined, so the schema says 'Champ requis' rather than 'Format invalide'. */
type OrientationFormValues = { reason?: Reason; aja_role: AjaRole | null; partner: { id: number } | null };

/**
 * Step 1 (P1 §2, §5): the seven orientations; AJA asks young adult or legal representative
 * and opens its description; health insurance and employer ask for the partner.
 */
export function OrientationStep({ process, isPro, openAjaInfo = false, onSubmit, onDraftChange, pending = false }: OrientationStepProps) {
  const reasonLegendId = useId();
  const roleLegendId = useId();
  const [ajaInfoOpen, setAjaInfoOpen] = useState(openAjaInfo);
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<OrientationFormValues, unknown, OrientationValues>({
    // The schema's input types the partner id loosely (it coerces); the form holds numbers.
    resolver: formResolver(orientationInputSchema) as Resolver<OrientationFormValues, unknown, OrientationValues>,
    defaultValues: {
      reason: isPro ? 'other' : process.reason || undefined,
      aja_role: process.aja_role ?? null,
      partner: process.partner ? { id: process.partner.id } : null,
    },
    mode: 'onTouched',
  });
  const [reason, ajaRole, partner] = useWatch({ control, name: ['reason', 'aja_role', 'partner'] });

  useEffect(() => {
    onDraftChange({ reason, aja_role: ajaRole ?? null, partner: partner ?? null });
  }, [reason, ajaRole, partner, onDraftChange]);

  const submit = handleSubmit(async (values) => {
    await onSubmit(values);
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      {isPro ? <Typography>{text.proOrientation}</Typography> : null}
      <Controller
        name="reason"
        control={control}
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
            <FormLabel component="legend" id={reasonLegendId} sx={{ mb: 1 }}>
              {text.orientationLegend}
            </FormLabel>
            <RadioGroup
              name={field.name}
              value={field.value ?? ''}
              aria-labelledby={reasonLegendId}
              onChange={(event) => {
                const next = event.target.value as Reason;
                field.onChange(next);
                // A reason other than aja clears the AJA role (P1 §4); a partner belongs to one reason.
                if (next !== 'aja') setValue('aja_role', null);
                setValue('partner', null);
                if (next === 'aja') setAjaInfoOpen(true);
              }}
              onBlur={field.onBlur}
            >
              {ORIENTATION_REASONS.map((option, index) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  disabled={isPro && option !== 'other'}
                  label={text.orientations[option]}
                  control={
                    <Radio
                      slotProps={{
                        input: {
                          ref: index === 0 ? field.ref : undefined,
                          'aria-describedby': fieldState.error ? `${reasonLegendId}-aide` : undefined,
                        } as InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
                      }}
                    />
                  }
                />
              ))}
            </RadioGroup>
            {fieldState.error ? <FormHelperText id={`${reasonLegendId}-aide`}>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />

      {reason === 'aja' ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Controller
            name="aja_role"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
                <FormLabel component="legend" id={roleLegendId} sx={{ mb: 1 }}>
                  {text.ajaRoleLegend}
                </FormLabel>
                <RadioGroup name={field.name} value={field.value ?? ''} aria-labelledby={roleLegendId} onChange={(event) => field.onChange(event.target.value as AjaRole)} onBlur={field.onBlur}>
                  {AJA_ROLES.map((role, index) => (
                    <FormControlLabel
                      key={role}
                      value={role}
                      label={text.ajaRoles[role]}
                      control={
                        <Radio
                          slotProps={{
                            input: {
                              ref: index === 0 ? field.ref : undefined,
                              'aria-describedby': fieldState.error ? `${roleLegendId}-aide` : undefined,
                            } as InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
                          }}
                        />
                      }
                    />
                  ))}
                </RadioGroup>
                {fieldState.error ? <FormHelperText id={`${roleLegendId}-aide`}>{fieldState.error.message}</FormHelperText> : null}
              </FormControl>
            )}
          />
          <Button variant="text" onClick={() => setAjaInfoOpen(true)}>
            {text.ajaInfoButton}
          </Button>
        </Stack>
      ) : null}

      {reason && needsPartnerChoice(reason as Reason) ? (
        <Controller
          key={reason}
          name="partner"
          control={control}
          render={({ field }) => (
            <PartnerSelect
              supportType={reason as 'healthinsurance' | 'employer'}
              label={text.orientations[reason as 'healthinsurance' | 'employer']}
              value={field.value?.id ?? null}
              onChange={(chosen) => field.onChange(chosen ? { id: chosen.id } : null)}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
              error={errors.partner?.id?.message ?? errors.partner?.message}
            />
          )}
        />
      ) : null}

      <div>
        <SubmitButton pending={pending}>{text.next}</SubmitButton>
      </div>
      <AjaInfoDialog open={ajaInfoOpen} onClose={() => setAjaInfoOpen(false)} />
    </Stack>
  );
}
