import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { nearMessages } from '@plateforme/shared/messages/workshops-near';
import type {
  WorkshopList,
  WorkshopListItem,
  WorkshopSearchInput,
} from '@plateforme/shared/workshops/workshops.schemas';
import { useDeferredValue, useEffect, useRef } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useWorkshops } from '../api/get-workshops.ts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import type { ListSort } from '../hooks/workshop-filters.ts';
import { WorkshopCard } from '../../../components/workshops/workshop-card.tsx';

const gridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** What the first view shows before the answer (and the prerendered page): placeholder cards. */
export function ListSkeleton() {
  return (
    <Box role="status" aria-label={workshopsMessages.loadingList}>
      <Box component="ul" sx={gridSx} aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <li key={index}>
            <Skeleton variant="rounded" height={180} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

type WorkshopResultsProps = {
  search: WorkshopSearchInput;
  sort: ListSort;
  ajaList: boolean;
  /** Told the API's message when it knows no place by the « Près de » text, and undefined again after. */
  onNearError?: (message: string | undefined) => void;
};

/** The place « Près de » named, and each on-site workshop's distance from it, over the pages loaded. */
function readNear(pages: WorkshopList[]) {
  const near = pages[0]?.meta.near;
  if (!near) return undefined;
  const distances: Record<string, number> = {};
  for (const page of pages) Object.assign(distances, page.meta.near?.distances);
  return { ...near, distances };
}

function DistanceNote({
  workshop,
  near,
}: {
  workshop: WorkshopListItem;
  near: NonNullable<ReturnType<typeof readNear>>;
}) {
  const km = near.distances[String(workshop.id)];
  const text =
    km !== undefined
      ? nearMessages.distance(km, near.reference)
      : workshop.type === 'remote'
        ? nearMessages.remote
        : null;
  return text ? (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, fontWeight: 600 }}>
      {text}
    </Typography>
  ) : null;
}

/**
 * The cards, 24 a page (P2 §9), the next page loaded 100 px before the end or with the
 * « Charger plus » button, the count, and the empty, end, loading and error states (P2 §2).
 */
export function WorkshopResults({ search, sort, ajaList, onNearError }: WorkshopResultsProps) {
  const query = useWorkshops(search, sort);
  const nearError = query.error instanceof ApiError ? query.error.errors['search.near']?.[0] : undefined;
  useEffect(() => onNearError?.(nearError), [nearError, onNearError]);
  // The cards are drawn in a background render that yields to the browser: one long task
  // less when the answer arrives on a slow phone.
  const data = useDeferredValue(query.data);
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => {
      if (canLoadMore) void query.fetchNextPage();
    },
    data !== undefined && query.hasNextPage,
    data?.pages.length ?? 0,
  );
  const listRef = useRef<HTMLUListElement | null>(null);
  // After « Charger plus », the focus goes to the first new card, not back to the top.
  const focusFrom = useRef<number | null>(null);
  const loadedCount = data?.pages.reduce((sum, page) => sum + page.data.length, 0) ?? 0;
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || loadedCount <= index) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll('a')[index]?.focus();
  }, [loadedCount]);
  const loadMore = () => {
    if (!canLoadMore) return;
    focusFrom.current = loadedCount;
    void query.fetchNextPage();
  };

  // An unknown place is the person's typing, not the network: said under the field, and here.
  if (nearError) return <Typography sx={{ fontWeight: 600 }}>{nearError}</Typography>;
  if (query.isError && !query.data) {
    return <ErrorState message={workshopsMessages.loadFailed} onRetry={() => void query.refetch()} />;
  }
  if (!data) return <ListSkeleton />;

  const workshops = data.pages.flatMap((page) => page.data);
  const total = data.pages[0]?.meta.total ?? 0;
  const near = readNear(data.pages);
  return (
    <Box>
      <Typography role="status" sx={{ mb: 2, fontWeight: 600 }}>
        {total === 0 ? workshopsMessages.empty : workshopsMessages.count(total)}
      </Typography>
      {near && total > 0 ? (
        <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {nearMessages.orderedFrom(near.name)}
        </Typography>
      ) : null}
      {workshops.length > 0 ? (
        <Box component="ul" sx={gridSx} ref={listRef}>
          {workshops.map((workshop) => (
            <li key={workshop.id}>
              <WorkshopCard workshop={workshop} ajaList={ajaList} />
              {near ? <DistanceNote workshop={workshop} near={near} /> : null}
            </li>
          ))}
        </Box>
      ) : null}
      <Box ref={sentinel} sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        {query.isFetchNextPageError ? (
          <ErrorState message={workshopsMessages.loadFailed} onRetry={() => void query.fetchNextPage()} />
        ) : null}
        {query.hasNextPage && !query.isFetchNextPageError ? (
          // Never disabled while loading: a disabled button would drop the keyboard focus.
          <Button variant="outlined" onClick={loadMore} aria-busy={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? workshopsMessages.loadingMore : workshopsMessages.loadMore}
          </Button>
        ) : null}
        {!query.hasNextPage && data === query.data && workshops.length > 0 ? (
          <Typography color="text.secondary">{workshopsMessages.allLoaded}</Typography>
        ) : null}
      </Box>
    </Box>
  );
}
