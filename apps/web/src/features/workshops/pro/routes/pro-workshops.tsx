import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { proWorkshopsMessages as messages } from '@plateforme/shared/messages/workshops-pro';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { PaginationNav } from '../../../../components/ui/pagination-nav.tsx';
import { WorkshopCard } from '../../../../components/workshops/workshop-card.tsx';
import { useProfile } from '../../../../lib/profile.ts';
import { useProWorkshops } from '../api/get-pro-workshops.ts';
import { ProWorkshopsFilters } from '../components/pro-workshops-filters.tsx';
import {
  changeFilters,
  defaultFilters,
  readFilters,
  writeFilters,
  type ProWorkshopFilters,
} from '../hooks/pro-workshop-filters.ts';

/** Filters, sort and page in the address; each change replaces the history entry. */
function useAddressFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (change: Partial<ProWorkshopFilters>) =>
      setParams((current) => writeFilters(changeFilters(readFilters(current), change)), { replace: true }),
    [setParams],
  );
  return { filters, update };
}

/** /pro/workshops « Mes ateliers » (P2 §2): the workshops this pro runs, as cards leading to their pro detail. */
export default function ProWorkshopsPage() {
  const { data: profile } = useProfile();
  const { filters, update } = useAddressFilters();
  const query = useProWorkshops(profile?.id, filters);
  const resultsHeading = useRef<HTMLParagraphElement>(null);
  const list = query.data;
  const filtered =
    JSON.stringify({ ...filters, sort: '', perPage: 0, page: 1 }) !==
    JSON.stringify({ ...defaultFilters, sort: '', perPage: 0, page: 1 });

  // A page beyond the last (a workshop left the list) steps back to the last one.
  useEffect(() => {
    if (list && list.data.length === 0 && filters.page > 1) update({ page: Math.max(1, list.meta.last_page) });
  }, [list, filters.page, update]);

  const goToPage = (page: number) => {
    update({ page });
    resultsHeading.current?.focus();
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h1">{messages.title}</Typography>
      <ProWorkshopsFilters filters={filters} onChange={update} />
      <Typography
        component="p"
        ref={resultsHeading}
        tabIndex={-1}
        role="status"
        sx={{ fontWeight: 600, outline: 'none' }}
      >
        {list && list.meta.total > 0 ? workshopsMessages.count(list.meta.total) : ''}
      </Typography>
      {query.isError && !list ? (
        <ErrorState message={messages.loadFailed} onRetry={() => void query.refetch()} />
      ) : !list ? (
        <PageLoader label={messages.loading} />
      ) : list.data.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {filtered ? workshopsMessages.empty : messages.empty}
        </Alert>
      ) : (
        <>
          <Box
            component="ul"
            aria-label={messages.title}
            aria-busy={query.isFetching}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
            }}
          >
            {list.data.map((workshop) => (
              <li key={workshop.id}>
                <WorkshopCard workshop={workshop} to={`/pro/workshops/${workshop.id}`} showActive />
              </li>
            ))}
          </Box>
          {list.meta.last_page > 1 ? (
            <PaginationNav
              label={messages.pagination}
              page={filters.page}
              lastPage={list.meta.last_page}
              onPage={goToPage}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
