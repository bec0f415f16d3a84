import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { ErrorState } from '../ui/error-state.tsx';
import { PageLoader } from '../ui/page-loader.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { AdminPage } from './admin-page.tsx';

type AdminRecordPendingProps = {
  title: string;
  actions: ReactNode;
  /** The record's query: failed or still loading. */
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** The address names no record (not a number): nothing to load. */
  invalidId?: boolean;
  messages: { notFound: string; loadFailed: string; loading: string };
};

/**
 * A back-office record's screen before the record is there: not found (a wrong address or a
 * 404), failed to load (with a retry), or still loading.
 */
export function AdminRecordPending({ title, actions, query, invalidId = false, messages }: AdminRecordPendingProps) {
  const failed = query.isError || invalidId;
  const missing = invalidId || (isApiError(query.error) && query.error.status === 404);
  return (
    <AdminPage title={title} actions={actions}>
      {!failed ? (
        <PageLoader label={messages.loading} />
      ) : missing ? (
        <Alert severity="error">{messages.notFound}</Alert>
      ) : (
        <ErrorState message={messages.loadFailed} onRetry={() => void query.refetch()} />
      )}
    </AdminPage>
  );
}
