import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getAccessState, isPro, isPremium } from '@plateforme/shared/accounts/access.rules';
import { formatSpokenDate } from '@plateforme/shared/format/dates';
import { getWallClock } from '@plateforme/shared/format/paris-time';
import { isRenewalOpen, RENEWAL_WINDOW_DAYS } from '@plateforme/shared/membership/membership.rules';
import { RENEWAL_NOTICE_DAYS } from '@plateforme/shared/membership/renewal-reminders.rules';
import { renewalMessages } from '@plateforme/shared/messages/membership-renewal';
import { Link as RouterLink } from 'react-router';
import type { Profile } from '../../../lib/profile.ts';

const texts = renewalMessages.notice;
const dayMs = 24 * 3600_000;
const spokenDay = (date: Date) => `${formatSpokenDate(date)} ${getWallClock(date).year}`;

/** The end of the membership when it falls within the notice's 30 days, else null. */
export function endingMembership(profile: Profile | null | undefined, now = new Date()): Date | null {
  const end = profile?.premium_dates?.end;
  if (!profile || !end || !isPremium(getAccessState(profile))) return null;
  const date = new Date(end);
  const left = date.getTime() - now.getTime();
  return Number.isNaN(left) || left < 0 || left > RENEWAL_NOTICE_DAYS * dayMs ? null : date;
}

/**
 * The home page's word on a membership in its last 30 days (issue #38): when it ends and, from
 * 15 days before, the way to renew it; before that, the day renewal opens. The e-mails say the same.
 */
export function RenewalNotice({ profile, now = new Date() }: { profile: Profile; now?: Date }) {
  const end = endingMembership(profile, now);
  if (!end) return null;
  const open = isRenewalOpen(end, now);
  const path = isPro(getAccessState(profile)) ? '/payment/resubscription' : '/payment/subscription';
  return (
    <Box
      component="section"
      aria-labelledby="renewal-notice-title"
      sx={{ border: 2, borderColor: 'warning.main', borderRadius: 2, p: 2 }}
    >
      <Typography id="renewal-notice-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {texts.title}
      </Typography>
      <Typography>{texts.ends(spokenDay(end))}</Typography>
      {open ? (
        <Button component={RouterLink} to={path} variant="contained" sx={{ mt: 2, minHeight: 48 }}>
          {texts.renew}
        </Button>
      ) : (
        <Typography>{texts.opensOn(spokenDay(new Date(end.getTime() - RENEWAL_WINDOW_DAYS * dayMs)))}</Typography>
      )}
    </Box>
  );
}
