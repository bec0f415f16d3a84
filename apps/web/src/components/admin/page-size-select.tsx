import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { ADMIN_PAGE_SIZES } from '@plateforme/shared/platform/admin-list.rules';
import { adminMessages as texts } from '@plateforme/shared/messages/platform';
import { useId } from 'react';
import type { AdminPageSize } from './use-admin-list-params.ts';

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
      <NativeSelect
        id={id}
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value) as AdminPageSize)}
        input={<OutlinedInput label={texts.perPage} notched />}
      >
        {ADMIN_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
