import Button from '@mui/material/Button';
import { messages } from '@plateforme/shared/messages/fr';
import { showSnackbar } from '../../../lib/snackbar.ts';
import type { Payment } from '../api/get-payments.ts';
import { useDownloadReceipt } from '../api/download-receipt.ts';

/** Downloads the payment's tax receipt PDF (P1-HIST-09, P1-HIST-10). */
export function ReceiptButton({ payment }: { payment: Payment }) {
  const download = useDownloadReceipt();
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={download.isPending}
      aria-label={messages.payments.taxReceiptOf(payment.ref)}
      onClick={() => download.mutate({ id: payment.id, ref: payment.ref }, { onError: () => showSnackbar(messages.payments.receiptFailed, 'error') })}
    >
      {messages.payments.taxReceipt}
    </Button>
  );
}
