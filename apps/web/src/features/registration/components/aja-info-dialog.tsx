import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ajaMessages } from '@plateforme/shared/messages/accounts-aja';
import { commonMessages } from '@plateforme/shared/messages/common';
import { MessageDialog } from './message-dialog.tsx';

const text = ajaMessages.infoDialog;

/** Choosing the AJA orientation opens this description of the path and its two roles (P1 §2 step 1). */
export function AjaInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      title={text.title}
      paragraphs={[text.text]}
      actions={
        <Button variant="contained" onClick={onClose} autoFocus>
          {commonMessages.close}
        </Button>
      }
    >
      <Typography component="ul" sx={{ pl: 3, m: 0 }}>
        <li>{text.young}</li>
        <li>{text.assistant}</li>
      </Typography>
    </MessageDialog>
  );
}
