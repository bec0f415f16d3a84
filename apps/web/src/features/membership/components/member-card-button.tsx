import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memberCardMessages } from '@plateforme/shared/messages/membership-card';
import { isApiError } from '../../../lib/api-error.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useDownloadMemberCard } from '../api/download-member-card.ts';

/**
 * « Ma carte d'adhérent » (issue #38): downloads the card PDF, for a member whose membership
 * runs today (the profile's premium_dates); nothing for anyone else.
 */
export function MemberCardButton() {
  const { data: profile } = useProfile();
  const download = useDownloadMemberCard();
  if (!profile?.premium_dates) return null;

  // The API's own sentence when it says why (no membership any more), else a plain retry.
  const failure =
    download.error && isApiError(download.error) && download.error.status === 404
      ? download.error.message
      : memberCardMessages.downloadFailed;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        disabled={download.isPending}
        startIcon={download.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        onClick={() => download.mutate()}
      >
        {download.isPending ? memberCardMessages.downloading : memberCardMessages.button}
      </Button>
      {download.isError ? (
        <Typography role="alert" color="error" variant="body2">
          {failure}
        </Typography>
      ) : null}
    </Stack>
  );
}
