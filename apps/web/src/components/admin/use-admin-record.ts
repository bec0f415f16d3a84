import { useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * One back-office record for its edit screen, under the key its saves write to (`useAdminSave`).
 * `null` is a new record: nothing is asked. Errors stay silent: the screen shows its own state.
 */
export function useAdminRecord<Item>(
  recordKey: (id: number) => QueryKey,
  id: number | null,
  get: (id: number, signal?: AbortSignal) => Promise<Item>,
) {
  return useQuery({
    queryKey: recordKey(id ?? 0),
    queryFn: ({ signal }) => get(id ?? 0, signal),
    enabled: id !== null,
    meta: { silentErrors: true },
  });
}
