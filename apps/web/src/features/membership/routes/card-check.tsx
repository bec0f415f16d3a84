import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memberCardMessages } from '@plateforme/shared/messages/membership-card';
import { useParams } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useMemberCardCheck } from '../api/check-member-card.ts';

const text = memberCardMessages.check;

/**
 * /carte/:token (issue #38): the page a member card's QR code opens, for anyone. It says only
 * whether the card is valid today and until when, or when it expired: never who holds it.
 */
export default function CardCheckPage() {
  const { token = '' } = useParams();
  const check = useMemberCardCheck(token);

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{text.title}</Typography>
        <div aria-live="polite">
          {check.isPending ? (
            <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
              <CircularProgress size={24} aria-hidden />
              <Typography>{text.loading}</Typography>
            </Stack>
          ) : check.isSuccess ? (
            <Alert severity={check.data.status === 'valid' ? 'success' : 'warning'} variant="outlined">
              <Typography sx={{ fontWeight: 600 }}>{check.data.message}</Typography>
            </Alert>
          ) : isApiError(check.error) && check.error.status === 404 ? (
            <Alert severity="error" variant="outlined">
              <Typography sx={{ fontWeight: 600 }}>{text.unknown}</Typography>
              <Typography variant="body2">{text.unknownHelp}</Typography>
            </Alert>
          ) : (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Alert severity="error" variant="outlined">
                {isApiError(check.error) && check.error.status === 429 ? check.error.message : text.failed}
              </Alert>
              <Button variant="outlined" onClick={() => void check.refetch()}>
                {text.retry}
              </Button>
            </Stack>
          )}
        </div>
        <Typography variant="body2" color="text.secondary">
          {text.privacy}
        </Typography>
      </Stack>
    </CenteredCard>
  );
}
