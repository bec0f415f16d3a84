import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import type { WorkshopSearchInput } from '@plateforme/shared/workshops/workshops.schemas';
import { useMemo, useState } from 'react';
import { CollapsibleOnPhone } from '../../../components/ui/collapsible-on-phone.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useWorkshopFilters } from '../hooks/use-workshop-filters.ts';
import {
  countSetFilters,
  emptyFilters,
  toWorkshopSearch,
  type ListSort,
  type WorkshopFilters,
} from '../hooks/workshop-filters.ts';
import { PartnerCarousel } from './partner-carousel.tsx';
import { WorkshopFiltersPanel } from './workshop-filters-panel.tsx';
import { ListSkeleton, WorkshopResults } from './workshop-results.tsx';

/** P2 §5: the list asks again 300 ms after the last change of a filter. */
export const SEARCH_DEBOUNCE_MS = 300;

type Scope = WorkshopSearchInput & { is_aja: 0 | 1 };

type WorkshopsListScreenProps = {
  title: string;
  /** What the screen always lists: AJA or not, active, onCommence (P2 §2). */
  scope: Scope;
};

/** Mounted once the page is live, so the first search is the address's, asked at once. */
function DebouncedResults({
  search,
  sort,
  ajaList,
  onNearError,
}: {
  search: WorkshopSearchInput;
  sort: ListSort;
  ajaList: boolean;
  onNearError: (message: string | undefined) => void;
}) {
  const settled = useDebouncedValue(
    useMemo(() => ({ search, sort }), [search, sort]),
    SEARCH_DEBOUNCE_MS,
  );
  return <WorkshopResults search={settled.search} sort={settled.sort} ajaList={ajaList} onNearError={onNearError} />;
}

/**
 * The member lists of workshops (P2 §2): heading, filters, count and cards, partner logos.
 * The first view (and the prerendered page) is the heading, the filters and the loading state;
 * on a phone the filters fold behind a button, so the cards start on the first screen.
 */
export function WorkshopsListScreen({ title, scope }: WorkshopsListScreenProps) {
  const [hydrated, hydrateNow] = useHydrated();
  const address = useWorkshopFilters();
  const filters = hydrated ? address.filters : emptyFilters;
  // A filter changed before the switch shows at once, with the address's others (issue #37).
  const change = (patch: Partial<WorkshopFilters>) => {
    hydrateNow();
    address.update(patch);
  };
  const reset = () => {
    hydrateNow();
    address.reset();
  };
  const search = useMemo(() => toWorkshopSearch(filters, scope), [filters, scope]);
  const ajaList = scope.is_aja === 1;
  // The list's answer says when « Près de » names no known place; the field shows it.
  const [nearError, setNearError] = useState<string | undefined>();

  return (
    <Stack spacing={4} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <div>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{workshopsMessages.listIntro}</Typography>
      </div>
      <CollapsibleOnPhone label={workshopsMessages.filtersToggle(countSetFilters(filters))}>
        <WorkshopFiltersPanel
          filters={filters}
          onChange={change}
          onReset={reset}
          isAja={ajaList}
          nearError={nearError}
        />
      </CollapsibleOnPhone>
      {hydrated ? (
        <DebouncedResults search={search} sort={filters.sort} ajaList={ajaList} onNearError={setNearError} />
      ) : (
        <ListSkeleton />
      )}
      <PartnerCarousel />
    </Stack>
  );
}
