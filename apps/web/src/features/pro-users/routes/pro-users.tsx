import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { proUsersMessages } from '@plateforme/shared/messages/accounts';
import { useEffect } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { useMyWorkshops } from '../api/get-my-workshops.ts';
import { useUsers } from '../api/get-users.ts';
import { ProUsersFilters } from '../components/pro-users-filters.tsx';
import { PaginationNav } from '../../../components/ui/pagination-nav.tsx';
import { ProUsersTable } from '../components/pro-users-table.tsx';
import { toUsersParams, useProUsersFilters } from '../hooks/pro-users-search-params.ts';

/**
 * /pro/users « Mes adhérents » (P2 §2): the members who took part in the pro's workshops,
 * newest first, 20 a page (or 50, or all), searched by name and filtered by workshop.
 */
export default function ProUsersPage() {
  const profile = useProfile().data;
  const { filters, update } = useProUsersFilters();
  const workshops = useMyWorkshops(profile?.id);
  const query = useUsers(toUsersParams(filters));

  const meta = query.data?.meta;
  const emptyPage = query.isSuccess && !query.isPlaceholderData && query.data.data.length === 0 && filters.page > 1;
  useEffect(() => {
    // A page beyond the last (an old link) steps back.
    if (emptyPage) update({ page: Math.max(1, Math.min(filters.page - 1, meta?.last_page ?? 1)) }, { replace: true });
  }, [emptyPage, filters.page, meta?.last_page, update]);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1400, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h1">{proUsersMessages.title}</Typography>
      <ProUsersFilters filters={filters} workshops={workshops.data?.data ?? []} onChange={update} />
      {query.isError ? (
        <ErrorState message={proUsersMessages.loadFailed} onRetry={() => void query.refetch()} />
      ) : !query.data || emptyPage ? (
        <PageLoader label={proUsersMessages.loading} />
      ) : query.data.data.length === 0 ? (
        <Typography role="status">{proUsersMessages.empty}</Typography>
      ) : (
        <>
          <Typography role="status">{proUsersMessages.total(query.data.meta.total)}</Typography>
          <ProUsersTable users={query.data.data} />
          {filters.perPage === 0 ? null : (
            <PaginationNav label="Pagination des adhérents" page={filters.page} lastPage={query.data.meta.last_page} onPage={(page) => update({ page })} />
          )}
        </>
      )}
    </Stack>
  );
}
