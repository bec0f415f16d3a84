import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address, so a link or a reload shows the same list: `read`
 * turns the address into filters, `write` the filters into the address (defaults left out).
 * `update` writes a change; any change but the page goes back to page 1.
 */
export function useAddressFilters<Filters extends { page: number }>(
  read: (params: URLSearchParams) => Filters,
  write: (filters: Filters) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const update = (patch: Partial<Filters>, options: { replace?: boolean } = {}) => {
    const next = { ...filters, ...(patch.page === undefined ? { page: 1 } : {}), ...patch };
    setParams(write(next), { replace: options.replace ?? false });
  };
  return { filters, update };
}
