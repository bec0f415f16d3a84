import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

type SavedKeys = {
  /** Where the record's own screen reads it: the answer replaces it there. */
  recordKey: (id: number) => QueryKey;
  /** The list it belongs to, read again. */
  listKey: QueryKey;
};

/**
 * A back-office save whose answer is the saved record. Errors stay silent: the form places the
 * field messages itself.
 */
export function useAdminSave<Variables, Saved extends { id: number }>(
  save: (variables: Variables) => Promise<Saved>,
  { recordKey, listKey }: SavedKeys,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    meta: { silentErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(recordKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
