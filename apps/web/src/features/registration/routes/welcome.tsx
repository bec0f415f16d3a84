import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getAccessState, isPremium } from '@plateforme/shared/accounts/access.rules';
import { formatDate } from '@plateforme/shared/format/dates';
import { commonMessages } from '@plateforme/shared/messages/common';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import { Link as RouterLink } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { useProfile } from '../../../lib/profile.ts';
import { isReturningMember } from '../components/is-returning-member.ts';

const text = registrationMessages.welcome;

/**
 * /welcome (P1 §2): the end of the registration for the paths without payment, and what comes
 * next. Someone who was already there gets a welcome back, with the same next steps (ADR 025);
 * a current member is addressed as one, with no call to join (ADR 068).
 */
export default function WelcomePage() {
  const { data: profile } = useProfile();
  const premium = isPremium(getAccessState(profile));
  const homePath = profile?.is_aja ? '/aja' : '/home';
  const returning = profile ? isReturningMember(profile) : false;
  // A current member is addressed as one: never asked to join (ADR 068).
  const membershipEnd = profile?.premium_dates?.end ? formatDate(profile.premium_dates.end) : null;
  const intro = premium ? text.memberIntro : returning ? text.returningIntro : text.intro;
  const nextSteps = premium ? [text.memberFirstStep(membershipEnd), ...text.nextSteps.slice(1)] : text.nextSteps;

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Typography variant="h1">{returning ? text.returningTitle : text.title}</Typography>
        {profile ? (
          <Typography sx={{ fontSize: '1.125rem' }}>
            {returning ? text.returningGreeting(profile.firstname) : text.greeting(profile.firstname)}
          </Typography>
        ) : null}
        <Typography>{intro}</Typography>
        <Stack component="section" spacing={1.5} aria-labelledby="prochaines-etapes">
          <Typography variant="h2" id="prochaines-etapes">
            {text.nextStepsTitle}
          </Typography>
          <Typography component="ol" sx={{ pl: 3, m: 0, '& li + li': { mt: 1 } }}>
            {nextSteps.map((nextStep) => (
              <li key={nextStep}>{nextStep}</li>
            ))}
          </Typography>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {!premium ? (
            <Button component={RouterLink} to="/payment/subscription" variant="contained" size="large">
              {commonMessages.adhere}
            </Button>
          ) : null}
          <Button component={RouterLink} to={homePath} variant={premium ? 'contained' : 'outlined'} size="large">
            {commonMessages.home}
          </Button>
        </Stack>
      </Stack>
    </CenteredCard>
  );
}
