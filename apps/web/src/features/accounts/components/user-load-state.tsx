import { profileMessages } from '@plateforme/shared/messages/accounts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';

/** What the profile screens show until the user record is there: loading, or an error with a retry. */
export function UserLoadState({ title, failed, onRetry }: { title: string; failed: boolean; onRetry: () => void }) {
  if (failed) return <ErrorState title={title} message={profileMessages.loadFailed} onRetry={onRetry} />;
  return <PageLoader label={profileMessages.loading} />;
}
