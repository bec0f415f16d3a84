import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { DocumentTypeOption } from '@plateforme/shared/library/library.schemas';
import { libraryMessages } from '@plateforme/shared/messages/library';
import { useTypedFilter } from '../../../lib/use-typed-filter.ts';
import type { LibraryFilters, LibrarySort } from '../hooks/library-search-params.ts';

/** P2 §5, §9: the library search waits 300 ms after the last key before asking. */
export const SEARCH_DEBOUNCE_MS = 300;

const sortLabels: Record<LibrarySort, string> = {
  recent: libraryMessages.sortBy.recent,
  title: libraryMessages.sortBy.title,
  type: libraryMessages.sortBy.type,
};

type LibraryFiltersBarProps = {
  filters: LibraryFilters;
  types: DocumentTypeOption[];
  onChange: (patch: Partial<LibraryFilters>, options?: { replace?: boolean }) => void;
};

/** Search box, type filter and sort (P2 §2 Library). */
export function LibraryFiltersBar({ filters, types, onChange }: LibraryFiltersBarProps) {
  // Typing replaces the address entry rather than adding one per pause.
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }, { replace: true }), SEARCH_DEBOUNCE_MS);

  // A type in the address that the library no longer holds still shows as chosen.
  const typeOptions =
    filters.type && !types.some((option) => option.value === filters.type)
      ? [...types, { value: filters.type, label: filters.type }]
      : types;

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} role="search" aria-label={libraryMessages.searchLabel}>
      <TextField
        label={libraryMessages.searchLabel}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: 2, minWidth: 0 }}
      />
      <TextField
        select
        label={libraryMessages.typeLabel}
        value={filters.type}
        onChange={(event) => onChange({ type: event.target.value })}
        sx={{ flex: 1, minWidth: 0 }}
      >
        <MenuItem value="">{libraryMessages.allTypes}</MenuItem>
        {typeOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={libraryMessages.sortLabel}
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as LibrarySort })}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {(Object.keys(sortLabels) as LibrarySort[]).map((sort) => (
          <MenuItem key={sort} value={sort}>
            {sortLabels[sort]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
