import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { refundDoneInputSchema, AdminPayment } from '@plateforme/shared/membership/admin.schemas';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { formatEuros } from '@plateforme/shared/format/money';
import { adminPaymentsMessages as texts } from '@plateforme/shared/messages/membership-admin';
import { useId, useState } from 'react';
import { DialogFormActions } from '../../../../components/admin/dialog-form-actions.tsx';
import { DayField } from '../../../../components/ui/day-field.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { lazyCheck } from '../../../../lib/lazy-check.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useMarkRefundDone } from '../api/payments.ts';

type Draft = { refunded_on: string; note: string };
const blank = (): Draft => ({ refunded_on: getParisDay(new Date()), note: '' });

const validation = lazyCheck<Draft, typeof refundDoneInputSchema>(() =>
  import('@plateforme/shared/membership/admin.schemas').then((m) => m.refundDoneInputSchema),
);

/** « Remboursement fait » on a payment flagged for refund: the day and a note. */
export function RefundDialog({ payment, onClose }: { payment: AdminPayment | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={payment !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {/* A new form at each opening and closing: a field left as the focus goes back to the button touches none. */}
      <RefundForm key={payment ? 'open' : 'closed'} payment={payment} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

type FormProps = { payment: AdminPayment | null; titleId: string; onClose: () => void };

function RefundForm({ payment, titleId, onClose }: FormProps) {
  const mutation = useMarkRefundDone();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useCheckedForm({
    initial: blank,
    validation,
    onValid: async (body) => {
      if (!payment) return;
      setFormError(null);
      await mutation.mutateAsync({ id: payment.id, body });
      showSnackbar(texts.refund.done, 'success');
      onClose();
    },
    // An answer that no field can show is said in the dialog, above the fields.
    onRefused: (outcome) => setFormError(outcome.placed === 0 ? outcome.message : null),
  });
  return (
    <form {...form.formProps}>
      <DialogTitle id={titleId}>{texts.refund.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {payment ? (
            <Typography>{`${payment.ref} — ${texts.detail.refundDue(formatEuros(payment.refund_due_cents))}`}</Typography>
          ) : null}
          {formError ? (
            <Typography role="alert" color="error">
              {formError}
            </Typography>
          ) : null}
          <DayField label={texts.refund.refundedOn} {...form.field('refunded_on')} />
          <TextInput label={texts.refund.note} {...form.field('note')} />
        </Stack>
      </DialogContent>
      <DialogFormActions cancelLabel={texts.manual.cancel} onCancel={onClose} pending={mutation.isPending}>
        {texts.refund.submit}
      </DialogFormActions>
    </form>
  );
}
