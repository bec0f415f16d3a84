import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /api/payments/{id}/print/donation (P1-HIST-10): the tax receipt PDF, with the Bearer token. */
export async function fetchReceipt(paymentId: number): Promise<Blob> {
  return apiClient.get<Blob>(`/api/payments/${paymentId}/print/donation`, { responseType: 'blob', showForbidden: true });
}

/** Saves the receipt as a file named after the payment reference. */
export async function downloadReceipt({ id, ref }: { id: number; ref: string }): Promise<void> {
  const blob = await fetchReceipt(id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `recu-fiscal-${ref}.pdf`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadReceipt() {
  // The button says what failed itself.
  return useMutation({ mutationFn: downloadReceipt, meta: { silentErrors: true } });
}
