import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { proUsersMessages } from '@plateforme/shared/messages/accounts';
import { isEmptyPage, QueryState } from '../../../../components/ui/query-state.tsx';
import { useProfile } from '../../../../lib/profile.ts';
import { useMyWorkshops } from '../api/get-my-workshops.ts';
import { useUsers } from '../api/get-users.ts';
import { ProUsersFilters } from '../components/pro-users-filters.tsx';
import { PaginationNav } from '../../../../components/ui/pagination-nav.tsx';
import { usePageBeyondLast } from '../../../../lib/use-page-beyond-last.ts';
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

  const emptyPage = usePageBeyondLast(query, filters.page, update);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1400, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h1">{proUsersMessages.title}</Typography>
      <ProUsersFilters filters={filters} workshops={workshops.data?.data ?? []} onChange={update} />
      <QueryState
        query={query}
        errorMessage={proUsersMessages.loadFailed}
        loadingLabel={proUsersMessages.loading}
        waiting={emptyPage}
        isEmpty={isEmptyPage}
        empty={<Typography role="status">{proUsersMessages.empty}</Typography>}
      >
        {({ data: users, meta }) => (
          <>
            <Typography role="status">{proUsersMessages.total(meta.total)}</Typography>
            <ProUsersTable users={users} />
            {filters.perPage === 0 ? null : (
              <PaginationNav
                label="Pagination des adhérents"
                page={filters.page}
                lastPage={meta.last_page}
                onPage={(page) => update({ page })}
              />
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
