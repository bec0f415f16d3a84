import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import type { WorkshopSearchInput } from '@plateforme/shared/workshops/workshops.schemas';
import { useMemo } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useWorkshopFilters } from '../hooks/use-workshop-filters.ts';
import { toWorkshopSearch } from '../hooks/workshop-filters.ts';
import { PartnerCarousel } from './partner-carousel.tsx';
import { WorkshopFiltersPanel } from './workshop-filters-panel.tsx';
import { WorkshopResults } from './workshop-results.tsx';

/** P2 §5: the list asks again 300 ms after the last change of a filter. */
export const SEARCH_DEBOUNCE_MS = 300;

type WorkshopsListScreenProps = {
  title: string;
  /** What the screen always lists: AJA or not, active, onCommence (P2 §2). */
  scope: WorkshopSearchInput & { is_aja: 0 | 1 };
};

/**
 * The member lists of workshops (P2 §2): heading, filters, count and cards, partner logos.
 * The first view (and the prerendered page) comes from the address alone.
 */
export function WorkshopsListScreen({ title, scope }: WorkshopsListScreenProps) {
  const { filters, update, reset } = useWorkshopFilters();
  const search = useMemo(() => toWorkshopSearch(filters, scope), [filters, scope]);
  const settled = useDebouncedValue(useMemo(() => ({ search, sort: filters.sort }), [search, filters.sort]), SEARCH_DEBOUNCE_MS);
  const ajaList = scope.is_aja === 1;

  return (
    <Stack spacing={4} sx={{ maxWidth: 1200, mx: 'auto' }}>
      <div>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{workshopsMessages.listIntro}</Typography>
      </div>
      <WorkshopFiltersPanel filters={filters} onChange={update} onReset={reset} isAja={ajaList} />
      <WorkshopResults search={settled.search} sort={settled.sort} ajaList={ajaList} />
      <PartnerCarousel />
    </Stack>
  );
}
