import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { proUsersMessages } from '@plateforme/shared/messages/accounts';
import { useTypedFilter } from '../../../../lib/use-typed-filter.ts';
import { SelectFilter } from '../../../../components/ui/filter-fields.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import type { WorkshopOption } from '../api/get-my-workshops.ts';
import { proUsersPageSizes, type ProUsersFilters } from '../hooks/pro-users-search-params.ts';

/** P2 §5: searches wait for 300 ms of quiet before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  filters: ProUsersFilters;
  workshops: readonly WorkshopOption[];
  onChange: (patch: Partial<ProUsersFilters>, options?: { replace?: boolean }) => void;
};

/** Name search (debounced), the pro's workshops, and the page size. */
export function ProUsersFilters({ filters, workshops, onChange }: Props) {
  const [typed, setTyped] = useTypedFilter(
    filters.name,
    (name) => onChange({ name }, { replace: true }),
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TextInput
        label={proUsersMessages.search}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        inputProps={{ maxLength: 100 }}
      />
      <Box sx={{ minWidth: { md: 260 }, width: '100%' }}>
        <SelectFilter
          label={proUsersMessages.workshop}
          name="workshop"
          value={filters.workshop === null ? '' : String(filters.workshop)}
          anyLabel={proUsersMessages.allWorkshops}
          options={workshops.map((workshop) => ({ value: String(workshop.id), label: workshop.name }))}
          onChange={(value) => onChange({ workshop: value === '' ? null : Number(value) })}
        />
      </Box>
      <Box sx={{ minWidth: { md: 180 }, width: '100%' }}>
        <SelectFilter
          label={proUsersMessages.perPage}
          name="per_page"
          value={String(filters.perPage)}
          options={proUsersPageSizes.map((size) => ({
            value: String(size),
            label: size === 0 ? proUsersMessages.all : String(size),
          }))}
          onChange={(value) => onChange({ perPage: Number(value) as ProUsersFilters['perPage'] })}
        />
      </Box>
    </Stack>
  );
}
