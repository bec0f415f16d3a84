import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/payments/{id}/print/donation (P1-HIST-10): the tax receipt PDF, with the Bearer token. */
export async function fetchReceipt(paymentId: number): Promise<Blob> {
  return apiClient.get<Blob>(`/api/payments/${paymentId}/print/donation`, {
    responseType: 'blob',
    showForbidden: true,
  });
}

/** Saves the receipt as a file named after the payment reference. */
export async function downloadReceipt({ id, ref }: { id: number; ref: string }): Promise<void> {
  const blob = await fetchReceipt(id);
  saveFile(blob, `recu-fiscal-${ref}.pdf`);
}

export function useDownloadReceipt() {
  // The button says what failed itself.
  return useMutation({ mutationFn: downloadReceipt, meta: { silentErrors: true } });
}
