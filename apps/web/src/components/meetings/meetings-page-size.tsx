import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { useId } from 'react';

/** The workshop's sessions table pages by 20, 30, 40 or all (P2 §7, §9); 'all' asks for the API's ceiling. */
export const WORKSHOP_MEETINGS_PAGE_SIZES = [20, 30, 40, 'all'] as const;
export type WorkshopMeetingsPageSize = (typeof WORKSHOP_MEETINGS_PAGE_SIZES)[number];

type Props = { value: WorkshopMeetingsPageSize; onChange: (size: WorkshopMeetingsPageSize) => void };

/** « Séances par page »: 20, 30, 40 or « Toutes ». */
export function MeetingsPageSizeSelect({ value, onChange }: Props) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ width: 200, maxWidth: '100%' }}>
      <InputLabel id={labelId}>{meetingsMessages.perPage}</InputLabel>
      <Select
        labelId={labelId}
        label={meetingsMessages.perPage}
        value={String(value)}
        onChange={(event) => {
          const size = event.target.value;
          onChange(size === 'all' ? 'all' : (Number(size) as WorkshopMeetingsPageSize));
        }}
      >
        {WORKSHOP_MEETINGS_PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={String(size)}>
            {size === 'all' ? meetingsMessages.all : size}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
