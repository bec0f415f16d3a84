import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { refundDoneInputSchema, AdminPayment, RefundDoneInput } from '@plateforme/shared/membership/admin.schemas';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { formatEuros } from '@plateforme/shared/format/money';
import { adminPaymentsMessages as texts } from '@plateforme/shared/messages/membership-admin';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogFormActions } from '../../../../components/admin/dialog-form-actions.tsx';
import { FormDayField } from '../../../../components/form/form-day-field.tsx';
import { textInputProps } from '../../../../components/form/text-input-props.ts';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import { applyServerErrors } from '../../../../lib/apply-server-errors.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { lazyFormResolver } from '../../../../lib/lazy-form-resolver.ts';
import { useMarkRefundDone } from '../api/payments.ts';

/** In the form's order: the first field the server refuses gets the focus. */
const fields = ['refunded_on', 'note'] as const;
const blank = (): RefundDoneInput => ({ refunded_on: getParisDay(new Date()), note: '' });

const validation = lazyFormResolver(() =>
  import('@plateforme/shared/membership/admin.schemas').then((m) => m.refundDoneInputSchema),
);

/** « Remboursement fait » on a payment flagged for refund: the day and a note. */
export function RefundDialog({ payment, onClose }: { payment: AdminPayment | null; onClose: () => void }) {
  const titleId = useId();
  const mutation = useMarkRefundDone();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<
    RefundDoneInput,
    unknown,
    z.output<typeof refundDoneInputSchema>
  >({
    resolver: validation.resolver,
    defaultValues: blank(),
  });
  const close = () => {
    reset(blank());
    setFormError(null);
    onClose();
  };
  const submit = handleSubmit(async (body) => {
    if (!payment) return;
    setFormError(null);
    try {
      await mutation.mutateAsync({ id: payment.id, body });
      showSnackbar(texts.refund.done, 'success');
      close();
    } catch (error) {
      const outcome = applyServerErrors(error, setError, fields);
      if (outcome.placed === 0) setFormError(outcome.message);
    }
  });
  return (
    <Dialog open={payment !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate {...validation.preloadHandlers}>
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
            <FormDayField control={control} name="refunded_on" label={texts.refund.refundedOn} />
            <TextInput label={texts.refund.note} {...textInputProps(register, formState.errors, 'note')} />
          </Stack>
        </DialogContent>
        <DialogFormActions cancelLabel={texts.manual.cancel} onCancel={close} pending={mutation.isPending}>
          {texts.refund.submit}
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
