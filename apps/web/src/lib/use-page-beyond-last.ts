import { useEffect } from 'react';

type PagedQuery = {
  isSuccess: boolean;
  isPlaceholderData: boolean;
  data?: { data: readonly unknown[]; meta: { last_page: number } };
};

/**
 * A page beyond the last (an old link, or its last row just gone) steps back towards the last
 * one, in place of the address. True while that empty page is the answer: the screen keeps its
 * loader rather than saying the list is empty.
 */
export function usePageBeyondLast(
  query: PagedQuery,
  page: number,
  update: (patch: { page: number }, options: { replace: boolean }) => void,
): boolean {
  const beyond = query.isSuccess && !query.isPlaceholderData && query.data?.data.length === 0 && page > 1;
  const lastPage = query.data?.meta.last_page;
  useEffect(() => {
    if (beyond) update({ page: Math.max(1, Math.min(page - 1, lastPage ?? 1)) }, { replace: true });
  }, [beyond, page, lastPage, update]);
  return beyond;
}
