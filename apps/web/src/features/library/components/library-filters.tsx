import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import type { DocumentTypeOption } from '@plateforme/shared/library/library.schemas';
import { libraryMessages } from '@plateforme/shared/messages/library';
import { SelectFilter } from '../../../components/ui/filter-fields.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useTypedFilter } from '../../../lib/use-typed-filter.ts';
import type { LibraryFilters, LibrarySort } from '../hooks/library-search-params.ts';

/** P2 §5, §9: the library search waits 300 ms after the last key before asking. */
export const SEARCH_DEBOUNCE_MS = 300;

const sortOptions: { value: LibrarySort; label: string }[] = [
  { value: 'recent', label: libraryMessages.sortBy.recent },
  { value: 'title', label: libraryMessages.sortBy.title },
  { value: 'type', label: libraryMessages.sortBy.type },
];

type LibraryFiltersBarProps = {
  filters: LibraryFilters;
  types: DocumentTypeOption[];
  onChange: (patch: Partial<LibraryFilters>, options?: { replace?: boolean }) => void;
};

/** Search box, type filter and sort (P2 §2 Library). */
export function LibraryFiltersBar({ filters, types, onChange }: LibraryFiltersBarProps) {
  // Typing replaces the address entry rather than adding one per pause.
  const [text, setText] = useTypedFilter(filters.q, (q) => onChange({ q }, { replace: true }), SEARCH_DEBOUNCE_MS);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} role="search" aria-label={libraryMessages.searchLabel}>
      <Box sx={{ flex: 2, minWidth: 0 }}>
        <TextInput
          label={libraryMessages.searchLabel}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputProps={{ maxLength: 200 }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          }
        />
      </Box>
      {/* Native selects: the phone's own picker, and no menu machinery on the first view. */}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <SelectFilter
          name="type"
          label={libraryMessages.typeLabel}
          value={filters.type}
          anyLabel={libraryMessages.allTypes}
          options={types}
          onChange={(type) => onChange({ type })}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <SelectFilter
          name="sort"
          label={libraryMessages.sortLabel}
          value={filters.sort}
          options={sortOptions}
          onChange={(sort) => onChange({ sort: sort as LibrarySort })}
        />
      </Box>
    </Stack>
  );
}
