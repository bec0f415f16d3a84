import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';

type Props = {
  /** The button's text on a phone; it says whether the panel is open by `aria-expanded`. */
  label: string;
  children: ReactNode;
  /**
   * Whether the screen is a phone's, where a page is never prerendered and so knows it at its
   * first render: the folded panel is then not drawn at all until opened (less work when the
   * page appears on a slow phone).
   */
  phone?: boolean;
};

/**
 * A long panel (a list's filters) folded behind a button on a phone, so that the results
 * start on the first screen; from 600 px up it is always shown and the button is gone. The
 * width is left to CSS: the page drawn at build time and the app taking it over agree.
 */
export function CollapsibleOnPhone({ label, children, phone = false }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
        sx={{ display: { xs: 'inline-flex', sm: 'none' }, mb: open ? 2 : 0 }}
      >
        {label}
      </Button>
      <Box id={panelId} sx={{ display: { xs: open ? 'block' : 'none', sm: 'block' } }}>
        {phone && !open ? null : children}
      </Box>
    </div>
  );
}
