import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminPayment } from '@plateforme/shared/admin/admin-payments.schemas';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { formatEuros } from '@plateforme/shared/format/money';
import { adminPaymentsMessages as texts } from '@plateforme/shared/messages/admin-payments';
import { useId, useState, type FormEvent } from 'react';
import { DateFilter } from '../../../components/ui/filter-fields.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useMarkRefundDone } from '../api/payments.ts';

/** « Remboursement fait » on a payment flagged for refund: the day and a note. */
export function RefundDialog({ payment, onClose }: { payment: AdminPayment | null; onClose: () => void }) {
  const titleId = useId();
  const [day, setDay] = useState(() => getParisDay(new Date()));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMarkRefundDone();
  const close = () => {
    setNote('');
    setErrors({});
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!payment) return;
    mutation.mutate(
      { id: payment.id, body: { refunded_on: day, note } },
      {
        onSuccess: () => {
          showSnackbar(texts.refund.done, 'success');
          close();
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          const fields = Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? '']));
          setErrors(Object.keys(fields).length > 0 ? fields : { form: error.message });
        },
      },
    );
  };
  return (
    <Dialog open={payment !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{texts.refund.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {payment ? <Typography>{`${payment.ref} — ${texts.detail.refundDue(formatEuros(payment.refund_due_cents))}`}</Typography> : null}
            {errors.form ? <Typography role="alert" color="error">{errors.form}</Typography> : null}
            <DateFilter label={texts.refund.refundedOn} name="refunded_on" value={day} onChange={setDay} error={errors.refunded_on} />
            <TextInput label={texts.refund.note} name="note" value={note} onChange={(event) => setNote(event.target.value)} error={errors.note} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{texts.manual.cancel}</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {texts.refund.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
