import { skipToken, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AdminPage } from './admin-page.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { PageLoader } from '../ui/page-loader.tsx';

type RecordScreenProps<Item> = {
  /** The list's query key: the record is cached under it, and refreshed with it. */
  listKey: readonly string[];
  get: (id: number) => Promise<Item>;
  /** The page's title while the record loads or cannot be found. */
  title: string;
  notFound: string;
  /** The form: without a record on /new, with the record loaded on /:id. */
  form: (record?: Item) => ReactNode;
};

/** /admin/<list>/new and /admin/<list>/:id: a new record's form at once, else the record loaded first. */
export function RecordScreen<Item>({ listKey, get, title, notFound, form }: RecordScreenProps<Item>) {
  const { id } = useParams();
  const recordId = id === 'new' ? null : Number(id);
  const found = useQuery({
    queryKey: [...listKey, 'one', recordId],
    queryFn: recordId === null ? skipToken : () => get(recordId),
  });
  if (recordId === null) return form();
  if (found.isError)
    return (
      <AdminPage title={title}>
        <ErrorState message={notFound} onRetry={() => void found.refetch()} />
      </AdminPage>
    );
  if (!found.data)
    return (
      <AdminPage title={title}>
        <PageLoader label={title} />
      </AdminPage>
    );
  return form(found.data);
}
