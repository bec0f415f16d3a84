import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type MessageDialogProps = {
  open: boolean;
  title: string;
  /** One paragraph per entry. */
  paragraphs: readonly string[];
  /** The buttons; the first one gets the focus when the dialog opens. */
  actions: ReactNode;
  onClose: () => void;
  /** After the dialog has closed and faded out (to move the focus somewhere useful). */
  onExited?: () => void;
  /** Extra content under the paragraphs (the AJA roles list), read with them. */
  children?: ReactNode;
};

/**
 * The registration's dialogs (P1 §2): a title, a short text and one or two ways on. An
 * alert dialog, named by its title and described by its text, so a screen reader reads both.
 */
export function MessageDialog({ open, title, paragraphs, actions, onClose, onExited, children }: MessageDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} component="h2">
        {title}
      </DialogTitle>
      <DialogContent>
        <div id={textId}>
          {paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
          {children}
        </div>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {actions}
      </DialogActions>
    </Dialog>
  );
}
