import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { proUsersMessages } from '@plateforme/shared/messages/accounts';
import { useTypedFilter } from '../../../../lib/use-typed-filter.ts';
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
      <TextField
        select
        label={proUsersMessages.workshop}
        value={filters.workshop ?? ''}
        onChange={(event) => onChange({ workshop: event.target.value === '' ? null : Number(event.target.value) })}
        sx={{ minWidth: { md: 260 } }}
        fullWidth
      >
        <MenuItem value="">{proUsersMessages.allWorkshops}</MenuItem>
        {workshops.map((workshop) => (
          <MenuItem key={workshop.id} value={workshop.id}>
            {workshop.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={proUsersMessages.perPage}
        value={filters.perPage}
        onChange={(event) => onChange({ perPage: Number(event.target.value) as ProUsersFilters['perPage'] })}
        sx={{ minWidth: { md: 180 } }}
        fullWidth
      >
        {proUsersPageSizes.map((size) => (
          <MenuItem key={size} value={size}>
            {size === 0 ? proUsersMessages.all : size}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
