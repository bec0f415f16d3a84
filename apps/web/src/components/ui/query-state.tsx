import type { ReactNode } from 'react';
import { ErrorState } from './error-state.tsx';
import { PageLoader } from './page-loader.tsx';

/** The usual emptiness: a page of a list (`{ data, meta }`) with no row. */
export const isEmptyPage = (page: { data: readonly unknown[] }) => page.data.length === 0;

type QueryLike<Data> = { data: Data | undefined; isError: boolean; refetch: () => unknown };

type QueryStateProps<Data> = {
  query: QueryLike<Data>;
  errorMessage: string;
  loadingLabel: string;
  /** Keeps the loader up while the answer is there but not the one to show yet. */
  waiting?: boolean;
  /** When the answer holds nothing: `empty` is shown instead of the content. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
};

/**
 * What a page or a section fed by one query shows, in this order: the error with « Réessayer »,
 * the loader, the empty text, then the content. The error wins over data kept from before.
 */
export function QueryState<Data>({
  query,
  errorMessage,
  loadingLabel,
  waiting = false,
  isEmpty,
  empty,
  children,
}: QueryStateProps<Data>) {
  if (query.isError) return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  if (query.data === undefined || waiting) return <PageLoader label={loadingLabel} />;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
