import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManualPaymentInput } from '@plateforme/shared/admin/admin-payments.schemas';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { adminPaymentsMessages as texts } from '@plateforme/shared/messages/admin-payments';
import { useId, useState, type FormEvent } from 'react';
import { DialogFormActions } from '../../../components/admin/dialog-form-actions.tsx';
import { DateFilter, SelectFilter } from '../../../components/ui/filter-fields.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useRecordManualPayment } from '../api/payments.ts';

const typeOptions = [
  { value: 'donation', label: texts.types.donation },
  { value: 'subscription', label: texts.types.subscription },
];
const methodOptions = [
  { value: 'cheque', label: texts.methods.cheque },
  { value: 'transfer', label: texts.methods.transfer },
];

type Form = { payer_email: string; type: string; amount: string; received_on: string; method: string; reference: string };
const blank = (): Form => ({ payer_email: '', type: 'donation', amount: '', received_on: getParisDay(new Date()), method: 'cheque', reference: '' });

/**
 * « Enregistrer un paiement reçu »: a cheque or a transfer. The idempotency key is drawn when
 * the dialog opens, so a double click or a retry after a lost answer records one payment.
 */
export function ManualPaymentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [form, setForm] = useState(blank);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useRecordManualPayment();
  const set = (field: keyof Form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const close = () => {
    setForm(blank());
    setErrors({});
    setKey(crypto.randomUUID());
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Math.round(Number(form.amount.replace(',', '.')) * 100);
    const body: ManualPaymentInput = {
      payer_email: form.payer_email,
      type: form.type as ManualPaymentInput['type'],
      amount_cents: Number.isFinite(amount) ? amount : 0,
      received_on: form.received_on,
      method: form.method as ManualPaymentInput['method'],
      reference: form.reference,
      idempotency_key: key,
    };
    mutation.mutate(body, {
      onSuccess: ({ data }) => {
        showSnackbar(data.receipt_number ? texts.manual.doneWithReceipt(data.ref, data.receipt_number) : texts.manual.done(data.ref), 'success');
        close();
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        const fields = Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field === 'amount_cents' ? 'amount' : field, messages[0] ?? '']));
        setErrors(Object.keys(fields).length > 0 ? fields : { form: error.message });
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{texts.manual.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>{texts.manual.intro}</Typography>
            {errors.form ? <Typography role="alert" color="error">{errors.form}</Typography> : null}
            <TextInput label={texts.manual.payer} name="payer_email" type="email" autoComplete="off" required value={form.payer_email} onChange={(event) => set('payer_email')(event.target.value)} error={errors.payer_email} />
            <SelectFilter label={texts.manual.type} name="type" value={form.type} options={typeOptions} onChange={set('type')} error={errors.type} />
            <TextInput label={texts.manual.amount} name="amount" inputMode="decimal" required value={form.amount} onChange={(event) => set('amount')(event.target.value)} error={errors.amount} />
            <DateFilter label={texts.manual.receivedOn} name="received_on" value={form.received_on} onChange={set('received_on')} error={errors.received_on} />
            <SelectFilter label={texts.manual.method} name="method" value={form.method} options={methodOptions} onChange={set('method')} error={errors.method} />
            <TextInput label={texts.manual.reference} name="reference" required value={form.reference} onChange={(event) => set('reference')(event.target.value)} error={errors.reference} />
          </Stack>
        </DialogContent>
        <DialogFormActions cancelLabel={texts.manual.cancel} onCancel={close} pending={mutation.isPending}>
          {mutation.isPending ? texts.manual.saving : texts.manual.submit}
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
