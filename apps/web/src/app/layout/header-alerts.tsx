import AssignmentLate from '@mui/icons-material/AssignmentLate';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { getAccessState, isPro } from '@plateforme/shared/accounts/access.rules';
import { navigationMessages } from '@plateforme/shared/messages/common';
import { surveysMessages } from '@plateforme/shared/messages/surveys';
import { Link as RouterLink } from 'react-router';
import type { Profile } from '../../lib/profile.ts';
import { isProfileSurveyAlertShown } from './profile-survey-alert.ts';
import { isRenewalDue } from './renewal.ts';

/**
 * The QR alert (P2-NAV-05) and the renewal alert (P2-NAV-06) of the navigation bar, for
 * signed-in people only: loaded once a profile is there (app-header.tsx).
 */
export default function HeaderAlerts({ profile }: { profile: Profile }) {
  const showQr = isProfileSurveyAlertShown(profile);
  const showRenewal = isRenewalDue(profile.premium_dates?.end);
  const renewalPath = isPro(getAccessState(profile)) ? '/payment/resubscription' : '/payment/subscription';
  // The visible words start the accessible name, so voice control finds the button by what it shows.
  const qrShort = surveysMessages.names.profile;
  const qrLabel = `${qrShort} : ${navigationMessages.profileSurveyAlert.toLowerCase()}`;
  const renewalLabel = `${navigationMessages.renewalAlert} : ${navigationMessages.renewal.toLowerCase()}`;
  return (
    <>
      {showQr ? (
        <Button
          color="inherit"
          component={RouterLink}
          to="/profile_survey"
          aria-label={qrLabel}
          title={navigationMessages.profileSurveyAlert}
          startIcon={<AssignmentLate />}
          // On a phone the words sit under the icon, on two short lines, to leave room for the name.
          sx={{
            minWidth: 48,
            minHeight: 48,
            px: { xs: 0.5, sm: 1 },
            flexDirection: { xs: 'column', sm: 'row' },
            maxWidth: { xs: 84, sm: 'none' },
            fontSize: { xs: '0.7rem', sm: '0.8125rem' },
            lineHeight: 1.15,
            textAlign: 'center',
            textTransform: 'none',
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
            '& .MuiButton-startIcon': { m: { xs: 0, sm: '0 4px 0 -4px' } },
          }}
        >
          {qrShort}
        </Button>
      ) : null}
      {showRenewal ? (
        <IconButton
          color="inherit"
          component={RouterLink}
          to={renewalPath}
          aria-label={renewalLabel}
          title={renewalLabel}
        >
          <EventRepeat />
        </IconButton>
      ) : null}
    </>
  );
}
