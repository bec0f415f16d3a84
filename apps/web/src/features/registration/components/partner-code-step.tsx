import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import { needsDepartment, type PartnerCodeReason } from '@plateforme/shared/registration/registration.rules';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { lazyCheck } from '../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useCheckAdhesionCode } from '../api/check-adhesion-code.ts';
import { usePartners, type Partner } from '../api/get-partners.ts';
import { PartnerSelect } from './partner-select.tsx';

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

type CodeFormValues = { partner_id: number | null; department: string; adh_secret_code: string };

const text = registrationMessages;

const partnerLabels: Record<PartnerCodeReason, string> = {
  ligue: text.ligueCommittee,
  retreat: text.retreatPartner,
  patientsreseau: text.partner,
};

const validationFor = (reason: PartnerCodeReason) =>
  lazyCheck<CodeFormValues, ReturnType<typeof import('./partner-code-schema.ts').partnerCodeSchemaFor>>(() =>
    import('./partner-code-schema.ts').then((m) => m.partnerCodeSchemaFor(reason)),
  );

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
  const form = useCheckedForm({
    initial: (): CodeFormValues => ({ partner_id: partnerId, department: '', adh_secret_code: '' }),
    validation,
    onValid: async (values): Promise<void> => {
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
          if (departmentError && withDepartment) return form.setError('department', departmentError, { focus: true });
          if (partnerError) return form.setError('partner_id', partnerError, { focus: true });
          if (typeof refusal === 'string' && refusal.trim()) {
            // P1 §8: the server's words, then whom to ask.
            const message = text.partnerCodeHint(refusal, partner?.name ?? text.defaultPartnerName);
            return form.setError('adh_secret_code', message, { focus: true });
          }
        }
        throw error;
      }
      if (partner) await onChecked(partner, secret);
    },
    onRefused: (outcome) => {
      if (outcome.placed === 0) showSnackbar(outcome.others[0] ?? outcome.message, 'error');
    },
  });
  const { department, partner_id: chosenId } = form.values;
  const { setValue } = form;

  // The Ligue's committees are per département: the committee of the one typed is chosen, once
  // for each département typed, so that another committee may still be picked by hand.
  const matched = useRef('');
  useEffect(() => {
    if (!withDepartment || department.length !== 2) {
      matched.current = '';
      return;
    }
    if (!partners.data || matched.current === department) return;
    matched.current = department;
    const committee = partners.data.find((partner) => partner.department?.toUpperCase() === department);
    if (committee && chosenId !== committee.id) setValue('partner_id', committee.id);
  }, [withDepartment, department, partners.data, chosenId, setValue]);

  return (
    <Stack component="form" spacing={2.5} {...form.formProps}>
      <Typography>{text.codeIntro[reason]}</Typography>
      <PartnerSelect
        {...form.field('partner_id')}
        supportType={reason}
        label={partnerLabels[reason]}
        value={chosenId}
        onChange={(chosen) => setValue('partner_id', chosen?.id ?? null)}
      />
      {withDepartment ? (
        <TextInput
          {...form.field('department')}
          label={text.department}
          // Two characters (P1 §9): '75', '2A'.
          onChange={(event) => setValue('department', event.target.value.toUpperCase().slice(0, 2))}
          inputProps={{ maxLength: 2 }}
          autoComplete="off"
          hint={text.departmentHint}
          required
        />
      ) : null}
      <TextInput
        {...form.field('adh_secret_code')}
        label={text.partnerCode}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SubmitButton pending={form.submitting}>{text.checkCode}</SubmitButton>
        {actions}
      </Stack>
    </Stack>
  );
}
