import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canPay, getAccessState, isProPremium, isUser, isUserPremium } from '@plateforme/shared/accounts/access.rules';
import { BigLinkButton } from '../../components/ui/big-link-button.tsx';
import { useProfile } from '../../lib/profile.ts';
import { commonMessages, navigationMessages } from '@plateforme/shared/messages/common';
import { visitorWayMessages } from '@plateforme/shared/messages/workshops-near';
import { SignInLink } from '../../components/ui/sign-in-link.tsx';
import { RenewalNotice } from '../../features/membership/components/renewal-notice.tsx';
import { NextPlaceNote } from '../../features/workshops/components/next-place-note.tsx';
import { ProNextMeeting } from '../../features/workshops/pro/components/pro-next-meeting.tsx';
import { isProfileSurveyAlertShown } from '../layout/profile-survey-alert.ts';
import { appRoutes } from '../route-table.ts';

/** The discovery workshops' button reads like its page title. */
const oncommenceTitle = appRoutes.find((route) => route.path === '/oncommence')?.title ?? '';

/**
 * What membership costs and gives, told before any account (issue 37): a visitor looks at the
 * workshops and the map first, then decides.
 */
function MembershipOffer() {
  return (
    <Box component="section" aria-labelledby="membership-offer-title">
      <Typography id="membership-offer-title" variant="h2" gutterBottom>
        {visitorWayMessages.priceTitle}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{visitorWayMessages.price}</Typography>
      <Typography>{visitorWayMessages.gives}</Typography>
      <Typography>{visitorWayMessages.free}</Typography>
    </Box>
  );
}

/**
 * Home (P1 §2 Home): visitors and members without membership see 'Adhérer', visitors also
 * the workshops, the map and the price of membership before creating an account; premium members
 * their next session (ADR 030), the workshops and onCogitiel, then their sessions, the map
 * and, when their profile offers it, the discovery workshops (ADR 032); pros with membership
 * their workshops, members and library. Members who may pay also find the donation after
 * these (ADR 025).
 */
export default function HomePage() {
  const { data: profile } = useProfile();
  const state = getAccessState(profile ?? null);
  const showQrAlert = isProfileSurveyAlertShown(profile);
  const showDonation = isUser(state) && canPay(profile);

  return (
    <Stack spacing={4} sx={{ maxWidth: 880, mx: 'auto' }}>
      <Box>
        <Typography variant="h1" gutterBottom>
          {profile ? `Bonjour ${profile.firstname}` : 'Bienvenue'}
        </Typography>
        <Typography color="text.secondary">
          {state === 'notAuth'
            ? "Des ateliers de remédiation cognitive, en groupe, pour les personnes qui ont eu un cancer. Adhérez à l'association pour y participer."
            : isUserPremium(state) || isProPremium(state)
              ? "Que souhaitez-vous faire aujourd'hui ?"
              : navigationMessages.homeNotMemberIntro}
        </Typography>
      </Box>

      {profile ? <RenewalNotice profile={profile} /> : null}

      {isUserPremium(state) && profile ? (
        <NextPlaceNote source={{ kind: 'subscriptions', userId: profile.id }} />
      ) : null}

      {isProPremium(state) && profile?.role === 'pro' ? <ProNextMeeting /> : null}

      {showQrAlert ? (
        <BigLinkButton to="/profile_survey" color="warning" variant="outlined">
          {navigationMessages.profileSurveyAlert}
        </BigLinkButton>
      ) : null}

      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
      >
        {state === 'notAuth' ? (
          <>
            <BigLinkButton to="/register">{commonMessages.adhere}</BigLinkButton>
            <BigLinkButton to="/workshops" variant="outlined">
              {visitorWayMessages.workshopsLink}
            </BigLinkButton>
            <BigLinkButton to="/map" variant="outlined">
              {visitorWayMessages.mapLink}
            </BigLinkButton>
          </>
        ) : null}
        {state === 'user' || state === 'pro' ? (
          <BigLinkButton to="/payment/subscription">{commonMessages.adhere}</BigLinkButton>
        ) : null}
        {isUserPremium(state) ? (
          <>
            <BigLinkButton to={profile?.is_aja ? '/aja-workshops' : '/workshops'}>
              {navigationMessages.workshops}
            </BigLinkButton>
            <BigLinkButton to="/oncogitiel" color="secondary">
              {navigationMessages.oncogitiel}
            </BigLinkButton>
            <BigLinkButton to="/meetings" variant="outlined">
              {navigationMessages.meetings}
            </BigLinkButton>
            <BigLinkButton to="/map" variant="outlined">
              {navigationMessages.map}
            </BigLinkButton>
            {profile?.show_oncommence_menu && !profile.is_aja ? (
              <BigLinkButton to="/oncommence" variant="outlined">
                {oncommenceTitle}
              </BigLinkButton>
            ) : null}
          </>
        ) : null}
        {isProPremium(state) ? (
          <>
            <BigLinkButton to="/pro/workshops">{navigationMessages.myWorkshops}</BigLinkButton>
            <BigLinkButton to="/pro/users">{navigationMessages.myMembers}</BigLinkButton>
            <BigLinkButton to="/pro/library" color="secondary">
              {navigationMessages.library}
            </BigLinkButton>
          </>
        ) : null}
        {showDonation ? (
          <BigLinkButton to="/payment/donation" variant="outlined">
            {navigationMessages.donation}
          </BigLinkButton>
        ) : null}
      </Box>

      {state === 'notAuth' ? (
        <>
          <MembershipOffer />
          <SignInLink />
        </>
      ) : null}
    </Stack>
  );
}
