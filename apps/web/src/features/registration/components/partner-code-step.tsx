import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import { needsDepartment, type PartnerCodeReason } from '@plateforme/shared/registration/registration.rules';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { lazyFormResolver } from '../../../lib/lazy-form-resolver.ts';
import { useCheckAdhesionCode } from '../api/check-adhesion-code.ts';
import { usePartners, type Partner } from '../api/get-partners.ts';
import type { partnerCodeSchemaFor } from './partner-code-schema.ts';
import { PartnerSelect } from './partner-select.tsx';
import { FormField } from '../../../components/form/form-field.tsx';

type PartnerCodeStepProps = {
  reason: PartnerCodeReason;
  userId: number;
  /** The partner kept from an earlier check of the same path, if any. */
  partnerId: number | null;
  /** The code is valid for this partner. */
  onChecked: (partner: Partner, code: string) => Promise<void>;
  /** 'Modifier mon orientation'. */
  actions: ReactNode;
};

type CodeFormValues = { partner_id: number | null; department: string | undefined; adh_secret_code: string };

const text = registrationMessages;

const partnerLabels: Record<PartnerCodeReason, string> = {
  ligue: text.ligueCommittee,
  retreat: text.retreatPartner,
  patientsreseau: text.partner,
};

const validationFor = (reason: PartnerCodeReason) =>
  lazyFormResolver(() => import('./partner-code-schema.ts').then((m) => m.partnerCodeSchemaFor(reason)));

/**
 * Step 3 for ligue, retreat and patientsreseau (P1 §2, §5): the partner, the member code it
 * gave, and the département for the Ligue. A wrong code shows the server's words and whom
 * to ask (P1 §8).
 */
export function PartnerCodeStep({ reason, userId, partnerId, onChecked, actions }: PartnerCodeStepProps) {
  const validation = useMemo(() => validationFor(reason), [reason]);
  const partners = usePartners(reason);
  const check = useCheckAdhesionCode();
  const withDepartment = needsDepartment(reason);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CodeFormValues, unknown, z.output<ReturnType<typeof partnerCodeSchemaFor>>>({
    resolver: validation.resolver,
    defaultValues: { partner_id: partnerId, department: '', adh_secret_code: '' },
    mode: 'onTouched',
  });
  const department = useWatch({ control, name: 'department' }) ?? '';
  const { ref: codeRef, ...code } = register('adh_secret_code');

  // The Ligue's committees are per département: the committee of the one typed is chosen.
  useEffect(() => {
    if (!withDepartment || department.length !== 2) return;
    const committee = partners.data?.find((partner) => partner.department?.toUpperCase() === department);
    if (committee && getValues('partner_id') !== committee.id)
      setValue('partner_id', committee.id, { shouldValidate: true });
  }, [withDepartment, department, partners.data, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    const partner = partners.data?.find((candidate) => candidate.id === values.partner_id);
    const secret = values.adh_secret_code;
    try {
      await check.mutateAsync({ partnerId: values.partner_id, code: secret, department: values.department, userId });
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        // Which field the refusal is about: the département, the partner, or the code itself.
        const [departmentError] = error.errors.partner_zip ?? [];
        const [partnerError] = error.errors.partner_id ?? [];
        const refusal = (error.body as { error?: unknown } | null)?.error;
        if (departmentError && withDepartment) {
          setError('department', { type: 'server', message: departmentError }, { shouldFocus: true });
          return;
        }
        if (partnerError) {
          setError('partner_id', { type: 'server', message: partnerError }, { shouldFocus: true });
          return;
        }
        if (typeof refusal === 'string' && refusal.trim()) {
          // P1 §8: the server's words, then whom to ask.
          const message = text.partnerCodeHint(refusal, partner?.name ?? text.defaultPartnerName);
          setError('adh_secret_code', { type: 'server', message }, { shouldFocus: true });
          return;
        }
      }
      const outcome = applyServerErrors(error, setError, ['adh_secret_code']);
      if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
      return;
    }
    if (partner) await onChecked(partner, secret);
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} {...validation.preloadHandlers}>
      <Typography>{text.codeIntro[reason]}</Typography>
      <FormField
        control={control}
        name="partner_id"
        render={(field) => (
          <PartnerSelect
            {...field}
            supportType={reason}
            label={partnerLabels[reason]}
            onChange={(chosen) => field.onChange(chosen?.id ?? null)}
          />
        )}
      />
      {withDepartment ? (
        <FormField
          control={control}
          name="department"
          render={(field) => (
            <TextInput
              {...field}
              label={text.department}
              value={field.value ?? ''}
              // Two characters (P1 §9): '75', '2A'.
              onChange={(event) => field.onChange(event.target.value.toUpperCase().slice(0, 2))}
              inputProps={{ maxLength: 2 }}
              autoComplete="off"
              hint={text.departmentHint}
              required
            />
          )}
        />
      ) : null}
      <TextInput
        {...code}
        inputRef={codeRef}
        label={text.partnerCode}
        autoComplete="off"
        spellCheck={false}
        error={errors.adh_secret_code?.message}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SubmitButton pending={isSubmitting}>{text.checkCode}</SubmitButton>
        {actions}
      </Stack>
    </Stack>
  );
}
