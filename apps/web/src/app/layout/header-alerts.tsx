import AssignmentLate from '@mui/icons-material/AssignmentLate';
import EventRepeat from '@mui/icons-material/EventRepeat';
import IconButton from '@mui/material/IconButton';
import { getAccessState, isPro } from '@plateforme/shared/accounts/access.rules';
import { navigationMessages } from '@plateforme/shared/messages/common';
import { Link as RouterLink } from 'react-router';
import type { Profile } from '../../lib/profile.ts';
import { isRenewalDue } from './renewal.ts';

/** The QR alert (P2-NAV-05) and the renewal alert (P2-NAV-06) of the navigation bar. */
export function HeaderAlerts({ profile }: { profile: Profile | null }) {
  if (!profile) return null;
  const showQr = Boolean(profile.qr_info_alert);
  const showRenewal = isRenewalDue(profile.premium_dates?.end);
  const renewalPath = isPro(getAccessState(profile)) ? '/payment/resubscription' : '/payment/subscription';
  const qrLabel = navigationMessages.profileSurveyAlert;
  const renewalLabel = `${navigationMessages.renewalAlert} : ${navigationMessages.renewal.toLowerCase()}`;
  return (
    <>
      {showQr ? (
        <IconButton color="inherit" component={RouterLink} to="/profile_survey" aria-label={qrLabel} title={qrLabel}>
          <AssignmentLate />
        </IconButton>
      ) : null}
      {showRenewal ? (
        <IconButton color="inherit" component={RouterLink} to={renewalPath} aria-label={renewalLabel} title={renewalLabel}>
          <EventRepeat />
        </IconButton>
      ) : null}
    </>
  );
}
