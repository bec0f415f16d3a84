import { ADMIN_PAGE_SIZES } from '@plateforme/shared/platform/admin-list.rules';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];

export type AdminListParams = {
  page: number;
  perPage: AdminPageSize;
  sort: string;
  direction: 'asc' | 'desc';
  /** `q` and each list's own filters, as text (empty when not set). */
  filters: Record<string, string>;
};

export type AdminListDefaults = {
  sort: string;
  direction?: 'asc' | 'desc';
  filters?: readonly string[];
  /**
   * A filter's value when the address has none (archived people hidden, this year's period).
   * Choosing « Tous » then keeps an empty value in the address (`archived=`), so it differs
   * from the default.
   */
  filterDefaults?: Readonly<Record<string, string>>;
};

const noDefaults: Readonly<Record<string, string>> = {};

/**
 * A back-office list's page, sort and filters, kept in the address so a reload, a shared link
 * and the back button show the same rows (ADR 040). Any change but the page goes to page 1.
 */
export function useAdminListParams({
  sort,
  direction = 'asc',
  filters: filterNames = [],
  filterDefaults = noDefaults,
}: AdminListDefaults) {
  const [search, setSearch] = useSearchParams();
  const names = useMemo(() => ['q', ...filterNames], [filterNames]);
  const page = Number(search.get('page'));
  const perPage = Number(search.get('per_page'));
  const params: AdminListParams = {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: ADMIN_PAGE_SIZES.find((size) => size === perPage) ?? 20,
    sort: search.get('sort') ?? sort,
    direction: search.get('direction') === 'desc' ? 'desc' : search.get('direction') === 'asc' ? 'asc' : direction,
    filters: Object.fromEntries(names.map((name) => [name, search.get(name) ?? filterDefaults[name] ?? ''])),
  };

  const update = useCallback(
    (
      patch: Partial<Omit<AdminListParams, 'filters'>> & { filters?: Record<string, string> },
      options: { replace?: boolean } = {},
    ) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
            if (value === undefined) return;
            if (value === '' || value === fallback) next.delete(key);
            else next.set(key, String(value));
          };
          set('per_page', patch.perPage, 20);
          set('sort', patch.sort, sort);
          set('direction', patch.direction, direction);
          for (const [name, value] of Object.entries(patch.filters ?? {})) {
            const fallback = filterDefaults[name];
            if (fallback === undefined) set(name, value.trim());
            else if (value.trim() === fallback) next.delete(name);
            else next.set(name, value.trim());
          }
          if (patch.page === undefined) next.delete('page');
          else set('page', patch.page, 1);
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearch, sort, direction, filterDefaults],
  );

  return { params, update };
}

/** The query string of an /api/admin list (and of its /export twin), empty filters left out. */
export function toAdminQuery(params: AdminListParams): Record<string, string | number> {
  const filters = Object.fromEntries(Object.entries(params.filters).filter(([, value]) => value !== ''));
  return { page: params.page, per_page: params.perPage, sort: params.sort, direction: params.direction, ...filters };
}
