import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { commonMessages } from '@plateforme/shared/messages/common';
import { useId } from 'react';

type LegalDialogProps = {
  title: string;
  paragraphs: readonly string[];
  open: boolean;
  onClose: () => void;
};

/** A legal text to read before accepting it, without leaving the form being filled in. */
export function LegalDialog({ title, paragraphs, open, onClose }: LegalDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} scroll="paper" fullWidth maxWidth="sm">
      <DialogTitle id={titleId} component="h2">
        {title}
      </DialogTitle>
      <DialogContent dividers>
        {paragraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2 }}>
            {paragraph}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {commonMessages.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
