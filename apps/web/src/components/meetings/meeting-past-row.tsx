import Box from '@mui/material/Box';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';

/** Past rows are greyed (P2 §2) with the theme's secondary text colour, readable in all themes. */
export const pastRowSx = { '& > td': { color: 'text.secondary' }, bgcolor: 'action.hover' } as const;

/** Grey alone says nothing to a screen reader: the row also says « Passée ». */
export function PastMark() {
  return (
    <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', fontStyle: 'italic' }}>
      {meetingsMessages.past}
    </Box>
  );
}
