import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import { ADMIN_PAGE_SIZES } from '@plateforme/shared/platform/admin-list.rules';
import { adminMessages as texts } from '@plateforme/shared/messages/platform';
import { useId } from 'react';
import type { AdminPageSize } from './use-admin-list-params.ts';
import { OutlinedSelect } from '../ui/outlined-select.tsx';

type Props = { value: AdminPageSize; onChange: (size: AdminPageSize) => void };

/**
 * « Lignes par page » under a list: a native select, the browser's own list for keyboard and
 * screen readers. MUI's non-native select would bring its menu, popover and modal to every
 * back-office list.
 */
export function PageSizeSelect({ value, onChange }: Props) {
  const id = useId();
  return (
    <FormControl size="small" variant="outlined" sx={{ minWidth: '9rem' }}>
      <InputLabel htmlFor={id} shrink>
        {texts.perPage}
      </InputLabel>
      <OutlinedSelect
        label={texts.perPage}
        selectProps={{ id }}
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value) as AdminPageSize)}
      >
        {ADMIN_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </OutlinedSelect>
    </FormControl>
  );
}
