import type { Theme } from '@mui/material/styles';
import { visuallyHiddenSx } from '../ui/visually-hidden.ts';

/**
 * On a phone, a sessions table becomes one block a session: each cell on its own line, named
 * by its column (`data-label`), and the buttons (subscribe; or edit, export, participants)
 * in reach without scrolling sideways. The elements stay a table's, so a screen reader still
 * reads rows and cells; the header row is kept for it, out of sight.
 */
export const stackedOnPhoneSx = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    minWidth: 0,
    display: 'block',
    '& thead': visuallyHiddenSx,
    '& tbody, & tr': { display: 'block' },
    '& tr': { py: 1, borderBottom: 1, borderColor: 'divider' },
    '& td': { display: 'block', border: 0, py: 0.25 },
    // A no-break space before the colon, as French writes it: the colon never starts a line.
    '& td[data-label]::before': { content: 'attr(data-label) "\\a0: "', fontWeight: 600 },
  },
});
