import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { changeFilters, readFilters, writeFilters, type WorkshopFilters } from './workshop-filters.ts';

/**
 * The list's filters, kept in the address (P2-WSL-20): each change replaces the current
 * history entry, so typing does not fill the history, and coming back from a workshop
 * brings the same list back.
 *
 * The screen reads them from React state, which takes every change in order, and the address
 * follows. Read from the address itself, a change made before the previous one reached it
 * started from the older address and overwrote it: on a slow phone, letters typed in « Ville »
 * and days ticked quickly were lost.
 */
export function useWorkshopFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const [filters, setFilters] = useState(() => readFilters(params));
  /**
   * The addresses this hook wrote that the router has not shown yet, oldest first, then the
   * one it shows: an address not among them comes from a navigation.
   */
  const written = useRef<string[]>([key]);
  /** The filters last read from the address, which need no writing back. */
  const fromAddress = useRef(filters);

  // The address changed by itself (back, forward, a link): it is the truth again.
  useEffect(() => {
    const mine = written.current.indexOf(key);
    if (mine >= 0) {
      written.current = written.current.slice(mine);
      return;
    }
    written.current = [key];
    const read = readFilters(new URLSearchParams(key));
    fromAddress.current = read;
    setFilters(read);
  }, [key]);

  // Each change is written into the address, replacing the current entry.
  useEffect(() => {
    if (filters === fromAddress.current) return;
    const next = writeFilters(filters);
    written.current.push(next.toString());
    setParams(next, { replace: true, preventScrollReset: true });
  }, [filters, setParams]);

  const update = useCallback(
    (patch: Partial<WorkshopFilters>) => setFilters((current) => changeFilters(current, patch)),
    [],
  );
  const reset = useCallback(() => setFilters(readFilters(new URLSearchParams())), []);

  return { filters, update, reset };
}
