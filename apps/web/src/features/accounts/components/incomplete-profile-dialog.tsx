import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ajaHomeMessages, ajaMessages } from '@plateforme/shared/messages/accounts-aja';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { profileItemLabels, type ProfileItem } from './profile-items.ts';

type IncompleteProfileDialogProps = {
  open: boolean;
  missing: ProfileItem[];
  onLater: () => void;
};

/** P1 §2 AJA home: says which profile items are missing and leads to the profile form. */
export function IncompleteProfileDialog({ open, missing, onLater }: IncompleteProfileDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onLater} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{ajaMessages.incompleteProfile.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{ajaMessages.incompleteProfile.text}</DialogContentText>
        <ul>
          {missing.map((item) => (
            <li key={item}>{profileItemLabels[item]}</li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onLater} sx={{ minHeight: 48 }}>
          {ajaHomeMessages.later}
        </Button>
        <Button component={RouterLink} to="/profile/edit" variant="contained" autoFocus sx={{ minHeight: 48 }}>
          {ajaHomeMessages.completeProfile}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
