import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminPaymentsMessages as texts } from '@plateforme/shared/messages/membership-admin';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogFormActions } from '../../../../components/admin/dialog-form-actions.tsx';
import { FormDayField } from '../../../../components/form/form-day-field.tsx';
import { FormSelect } from '../../../../components/form/form-select.tsx';
import { textInputProps } from '../../../../components/form/text-input-props.ts';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { formResolver } from '../../../../lib/zod-resolver.ts';
import { useRecordManualPayment } from '../api/payments.ts';
import {
  amountInCents,
  blankManualPayment,
  manualPaymentFields,
  manualPaymentFormSchema,
  type ManualPaymentDraft,
} from './manual-payment-form.ts';

const typeOptions = [
  { value: 'donation', label: texts.types.donation },
  { value: 'subscription', label: texts.types.subscription },
];
const methodOptions = [
  { value: 'cheque', label: texts.methods.cheque },
  { value: 'transfer', label: texts.methods.transfer },
];

/**
 * « Enregistrer un paiement reçu »: a cheque or a transfer. The idempotency key is drawn when
 * the dialog opens, so a double click or a retry after a lost answer records one payment.
 */
export function ManualPaymentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useRecordManualPayment();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<
    ManualPaymentDraft,
    unknown,
    z.output<typeof manualPaymentFormSchema>
  >({
    resolver: formResolver(manualPaymentFormSchema),
    defaultValues: blankManualPayment(),
  });
  const text = (name: 'payer_email' | 'amount' | 'reference') => textInputProps(register, formState.errors, name);

  const close = () => {
    reset(blankManualPayment());
    setFormError(null);
    setKey(crypto.randomUUID());
    onClose();
  };
  const submit = handleSubmit(async ({ amount, ...values }) => {
    setFormError(null);
    try {
      const { data } = await mutation.mutateAsync({
        ...values,
        amount_cents: amountInCents(amount),
        idempotency_key: key,
      });
      showSnackbar(
        data.receipt_number ? texts.manual.doneWithReceipt(data.ref, data.receipt_number) : texts.manual.done(data.ref),
        'success',
      );
      close();
    } catch (error) {
      const outcome = applyServerErrors(error, setError, manualPaymentFields, { amount: 'amount_cents' });
      if (outcome.placed === 0) setFormError(outcome.message);
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{texts.manual.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>{texts.manual.intro}</Typography>
            {formError ? (
              <Typography role="alert" color="error">
                {formError}
              </Typography>
            ) : null}
            <TextInput label={texts.manual.payer} type="email" autoComplete="off" required {...text('payer_email')} />
            <FormSelect control={control} name="type" label={texts.manual.type} options={typeOptions} />
            <TextInput label={texts.manual.amount} inputMode="decimal" required {...text('amount')} />
            <FormDayField control={control} name="received_on" label={texts.manual.receivedOn} />
            <FormSelect control={control} name="method" label={texts.manual.method} options={methodOptions} />
            <TextInput label={texts.manual.reference} required {...text('reference')} />
          </Stack>
        </DialogContent>
        <DialogFormActions cancelLabel={texts.manual.cancel} onCancel={close} pending={mutation.isPending}>
          {mutation.isPending ? texts.manual.saving : texts.manual.submit}
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
