import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@plateforme/shared/messages/fr';
import { MessageDialog } from './message-dialog.tsx';

const text = messages.aja.infoDialog;

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
          {messages.common.close}
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
