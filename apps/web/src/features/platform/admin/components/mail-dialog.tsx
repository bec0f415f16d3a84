import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { OutboxItem } from '@plateforme/shared/platform/admin.schemas';
import { formatDate, formatTime } from '@plateforme/shared/format/dates';
import { adminCoreMessages } from '@plateforme/shared/messages/platform-admin';
import { useId } from 'react';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { useOutboxMail } from '../api/get-outbox-mail.ts';

const texts = adminCoreMessages.outbox;

/** What an e-mail said, as it left: recipient, date, attachments and its text, lines kept. */
export function MailDialog({ mail, onClose }: { mail: OutboxItem | null; onClose: () => void }) {
  const titleId = useId();
  const query = useOutboxMail(mail?.id ?? null);
  return (
    <Dialog open={mail !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId}>{mail ? texts.mailTitle(mail.subject) : ''}</DialogTitle>
      <DialogContent dividers>
        <QueryState query={query} errorMessage={texts.loadFailed} loadingLabel={texts.loading}>
          {(read) => (
            <>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  mb: 2,
                  display: 'grid',
                  gridTemplateColumns: 'max-content minmax(0, 1fr)',
                  columnGap: 2,
                  rowGap: 0.5,
                  '& dd': { m: 0, overflowWrap: 'anywhere' },
                }}
              >
                <dt>{texts.to}</dt>
                <dd>{read.to}</dd>
                <dt>{texts.createdAt}</dt>
                <dd>{`${formatDate(read.created_at)} ${formatTime(read.created_at)}`}</dd>
                {read.attachments.length > 0 && (
                  <>
                    <dt>{texts.attachments}</dt>
                    <dd>{read.attachments.join(', ')}</dd>
                  </>
                )}
              </Box>
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
                {texts.text}
              </Typography>
              <Box
                component="pre"
                tabIndex={0}
                sx={{
                  m: 0,
                  p: 1.5,
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontFamily: 'inherit',
                  fontSize: '0.95rem',
                }}
              >
                {read.text}
              </Box>
            </>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose}>
          {texts.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
