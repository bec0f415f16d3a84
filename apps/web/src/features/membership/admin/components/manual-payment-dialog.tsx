import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { adminPaymentsMessages as texts } from '@plateforme/shared/messages/membership-admin';
import { useId, useState } from 'react';
import { DialogFormActions } from '../../../../components/admin/dialog-form-actions.tsx';
import { DayField } from '../../../../components/ui/day-field.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { lazyCheck } from '../../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useRecordManualPayment } from '../api/payments.ts';
import { amountInCents, blankManualPayment, type ManualPaymentDraft } from './manual-payment-form.ts';
import type { manualPaymentFormSchema } from './manual-payment-schema.ts';

const typeOptions = [
  { value: 'donation', label: texts.types.donation },
  { value: 'subscription', label: texts.types.subscription },
];
const methodOptions = [
  { value: 'cheque', label: texts.methods.cheque },
  { value: 'transfer', label: texts.methods.transfer },
];

const validation = lazyCheck<ManualPaymentDraft, typeof manualPaymentFormSchema>(() =>
  import('./manual-payment-schema.ts').then((m) => m.manualPaymentFormSchema),
);

/** « Enregistrer un paiement reçu »: a cheque or a transfer. */
export function ManualPaymentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* A new form at each opening and closing: a field left as the focus goes back to the button touches none. */}
      <ManualPaymentForm key={String(open)} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

/**
 * The payment's fields. The idempotency key is drawn when the form opens, so a double click or
 * a retry after a lost answer records one payment.
 */
function ManualPaymentForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const [key] = useState(() => crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useRecordManualPayment();
  const form = useCheckedForm({
    initial: blankManualPayment,
    validation,
    onValid: async ({ amount, ...values }) => {
      setFormError(null);
      const { data } = await mutation.mutateAsync({
        ...values,
        amount_cents: amountInCents(amount),
        idempotency_key: key,
      });
      showSnackbar(
        data.receipt_number ? texts.manual.doneWithReceipt(data.ref, data.receipt_number) : texts.manual.done(data.ref),
        'success',
      );
      onClose();
    },
    // An answer that no field can show is said in the dialog, above the fields.
    onRefused: (outcome) => setFormError(outcome.placed === 0 ? outcome.message : null),
    serverNames: { amount: 'amount_cents' },
  });

  return (
    <form {...form.formProps}>
      <DialogTitle id={titleId}>{texts.manual.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{texts.manual.intro}</Typography>
          {formError ? (
            <Typography role="alert" color="error">
              {formError}
            </Typography>
          ) : null}
          <TextInput
            label={texts.manual.payer}
            type="email"
            autoComplete="off"
            required
            {...form.field('payer_email')}
          />
          <SelectField label={texts.manual.type} options={typeOptions} {...form.field('type')} />
          <TextInput label={texts.manual.amount} inputMode="decimal" required {...form.field('amount')} />
          <DayField label={texts.manual.receivedOn} {...form.field('received_on')} />
          <SelectField label={texts.manual.method} options={methodOptions} {...form.field('method')} />
          <TextInput label={texts.manual.reference} required {...form.field('reference')} />
        </Stack>
      </DialogContent>
      <DialogFormActions cancelLabel={texts.manual.cancel} onCancel={onClose} pending={mutation.isPending}>
        {mutation.isPending ? texts.manual.saving : texts.manual.submit}
      </DialogFormActions>
    </form>
  );
}
