import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { LegalText } from '@plateforme/shared/platform/legal.schemas';
import { adminSettingsMessages } from '@plateforme/shared/messages/platform-settings';
import { useId } from 'react';
import { LegalContent } from '../../../../components/legal/legal-content.tsx';

const texts = adminSettingsMessages.legalTexts;

/** A draft of a legal text as its public page would show it. */
export function LegalPreviewDialog({ preview, onClose }: { preview: LegalText | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={preview !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>{preview ? texts.previewTitle(preview.title) : ''}</DialogTitle>
      <DialogContent dividers>{preview && <LegalContent content={preview.content} />}</DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose}>
          {texts.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
