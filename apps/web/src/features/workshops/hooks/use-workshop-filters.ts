import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeFilters, readFilters, writeFilters, type WorkshopFilters } from './workshop-filters.ts';

/**
 * The list's filters, kept in the address (P2-WSL-20): each change replaces the current
 * history entry, so typing does not fill the history, and coming back from a workshop
 * brings the same list back.
 */
export function useWorkshopFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the address text is the identity of the filters
  const filters = useMemo(() => readFilters(params), [key]);

  const update = useCallback(
    (patch: Partial<WorkshopFilters>) => {
      setParams((current) => writeFilters(changeFilters(readFilters(current), patch)), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setParams],
  );
  const reset = useCallback(
    () => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true }),
    [setParams],
  );

  return { filters, update, reset };
}
