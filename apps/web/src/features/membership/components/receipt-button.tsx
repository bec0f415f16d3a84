import Button from '@mui/material/Button';
import { paymentHistoryMessages } from '@plateforme/shared/messages/membership';
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
      aria-label={paymentHistoryMessages.taxReceiptOf(payment.ref)}
      onClick={() =>
        download.mutate(
          { id: payment.id, ref: payment.ref },
          { onError: () => showSnackbar(paymentHistoryMessages.receiptFailed, 'error') },
        )
      }
    >
      {paymentHistoryMessages.taxReceipt}
    </Button>
  );
}
