import Box from '@mui/material/Box';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { SelectField } from '../ui/select-field.tsx';

/** The workshop's sessions table pages by 20, 30, 40 or all (P2 §7, §9); 'all' asks for the API's ceiling. */
export const WORKSHOP_MEETINGS_PAGE_SIZES = [20, 30, 40, 'all'] as const;
export type WorkshopMeetingsPageSize = (typeof WORKSHOP_MEETINGS_PAGE_SIZES)[number];

type Props = { value: WorkshopMeetingsPageSize; onChange: (size: WorkshopMeetingsPageSize) => void };

const options = WORKSHOP_MEETINGS_PAGE_SIZES.map((size) => ({
  value: String(size),
  label: size === 'all' ? meetingsMessages.all : String(size),
}));

/** « Séances par page »: 20, 30, 40 or « Toutes », on the browser's own select (ADR 056). */
export function MeetingsPageSizeSelect({ value, onChange }: Props) {
  return (
    <Box sx={{ width: 200, maxWidth: '100%' }}>
      <SelectField
        label={meetingsMessages.perPage}
        name="per_page"
        value={String(value)}
        options={options}
        fullWidth
        onChange={(size) => onChange(size === 'all' ? 'all' : (Number(size) as WorkshopMeetingsPageSize))}
      />
    </Box>
  );
}
