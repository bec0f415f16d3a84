import Button from '@mui/material/Button';
import type { OutboxItem } from '@plateforme/shared/platform/admin.schemas';
import { adminCoreMessages } from '@plateforme/shared/messages/platform-admin';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useResendMail } from '../api/resend-mail.ts';

const texts = adminCoreMessages.outbox;

/** « Renvoyer »: confirmed, or the failure said, in the message bar. */
export function ResendButton({ mail }: { mail: OutboxItem }) {
  const resend = useResendMail();
  const onClick = () =>
    resend.mutate(mail.id, {
      onSuccess: () => showSnackbar(texts.resent, 'success'),
      onError: () => showSnackbar(texts.resendFailed, 'error'),
    });
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={onClick}
      disabled={resend.isPending}
      aria-label={texts.resendLabel(mail.subject, mail.to)}
    >
      {texts.resend}
    </Button>
  );
}
