import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OutboxItem } from '@plateforme/shared/platform/admin.schemas';
import { adminCoreMessages } from '@plateforme/shared/messages/platform-admin';

const texts = adminCoreMessages.outbox;

/** The status in words, its attempts and, when a delivery failed, its last error. */
export function MailStatus({ mail }: { mail: OutboxItem }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" sx={{ fontWeight: 600, color: mail.status === 'failed' ? 'error.main' : undefined }}>
        {texts.status[mail.status]}
      </Typography>
      {mail.attempts > 0 ? <Typography variant="body2">{texts.attempts(mail.attempts)}</Typography> : null}
      {mail.error ? <Typography variant="body2">{`${texts.lastError} : ${mail.error}`}</Typography> : null}
    </Stack>
  );
}
