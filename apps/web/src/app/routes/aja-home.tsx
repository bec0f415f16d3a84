import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ajaHomeMessages } from '@plateforme/shared/messages/accounts-aja';
import { commonMessages, navigationMessages } from '@plateforme/shared/messages/common';
import { getAccessState, isUserPremium } from '@plateforme/shared/accounts/access.rules';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { useId, useState } from 'react';
import { BigLinkButton } from '../../components/ui/big-link-button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { useAjaWorkshops } from '../../features/workshops/api/get-aja-workshops.ts';
import { AjaWorkshopButton } from '../../features/workshops/components/aja-workshop-button.tsx';
import { IncompleteProfileDialog } from '../../features/accounts/components/incomplete-profile-dialog.tsx';
import { getMissingProfileItems } from '../../features/accounts/components/profile-items.ts';
import { QuestionnairesMenu } from '../../features/surveys/components/questionnaires-menu.tsx';
import { getQuestionnaireEntries, getSurveyAlerts } from '../../features/surveys/components/questionnaire-entries.ts';
import { useProfile } from '../../lib/profile.ts';
import { SignInLink } from '../../components/ui/sign-in-link.tsx';
import { NextPlaceNote } from '../../features/workshops/components/next-place-note.tsx';

/** The reference workshops come first, in the spec's order (P1 §2 AJA home). */
const referenceOrder = ['cog_paid', 'etp_cog_aja'];

function referenceFirst(workshops: WorkshopListItem[]): WorkshopListItem[] {
  const rank = (workshop: WorkshopListItem) => {
    const index = referenceOrder.indexOf(workshop.aja_ref ?? '');
    return index === -1 ? referenceOrder.length : index;
  };
  return [...workshops].sort((a, b) => rank(a) - rank(b));
}

/** 'Plus tard' holds for the rest of the visit (this tab), not for ever. */
const DIALOG_KEY = 'plateforme.aja.incomplete-profile-later';

function wasPostponed(profileId: number | undefined): boolean {
  try {
    return profileId !== undefined && window.sessionStorage.getItem(DIALOG_KEY) === String(profileId);
  } catch {
    return false;
  }
}

function postpone(profileId: number): void {
  try {
    window.sessionStorage.setItem(DIALOG_KEY, String(profileId));
  } catch {
    // The dialog may come back on the next visit of the page.
  }
}

/**
 * The AJA home (P1 §2): the AJA workshops — reference ones first — each with its status and
 * next session, a button to the full list, the Questionnaires menu, the questionnaires the
 * profile asks for, and the incomplete-profile dialog.
 */
export default function AjaHomePage() {
  const profile = useProfile().data ?? null;
  const theme = useTheme();
  const workshopsQuery = useAjaWorkshops(profile?.id ?? null);
  const headingId = useId();
  const [postponed, setPostponed] = useState(() => wasPostponed(profile?.id));

  // The AJA theme is the light theme of an AJA profile (ADR 004).
  const ajaThemeShown = theme.palette.mode === 'light' && Boolean(profile?.is_aja);
  const entries = getQuestionnaireEntries(profile, ajaThemeShown);
  const alerts = getSurveyAlerts(profile);
  const missing = profile ? getMissingProfileItems(profile) : [];
  const premium = isUserPremium(getAccessState(profile));

  return (
    <Stack spacing={4} sx={{ maxWidth: 880, mx: 'auto' }}>
      <Box>
        <Typography variant="h1" gutterBottom>
          {profile ? ajaHomeMessages.greeting(profile.firstname) : ajaHomeMessages.visitorTitle}
        </Typography>
        <Typography color="text.secondary">{profile ? ajaHomeMessages.intro : ajaHomeMessages.visitorIntro}</Typography>
      </Box>

      {premium && profile ? <NextPlaceNote source={{ kind: 'subscriptions', userId: profile.id }} /> : null}

      {alerts.length > 0 ? (
        <Stack spacing={2}>
          {alerts.map((alert) => (
            <BigLinkButton key={alert.to} to={alert.to} color="warning" variant="outlined">
              {alert.label}
            </BigLinkButton>
          ))}
        </Stack>
      ) : null}

      <QuestionnairesMenu entries={entries} />

      <Box component="section" aria-labelledby={headingId}>
        <Typography variant="h2" id={headingId} gutterBottom>
          {ajaHomeMessages.workshopsTitle}
        </Typography>
        <WorkshopList query={workshopsQuery} />
        <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          <BigLinkButton to="/aja-workshops">{ajaHomeMessages.allWorkshops}</BigLinkButton>
          {premium ? (
            <BigLinkButton to="/meetings" variant="outlined">
              {navigationMessages.meetings}
            </BigLinkButton>
          ) : null}
        </Box>
      </Box>

      {profile ? null : (
        <Stack spacing={2}>
          <BigLinkButton to="/register" color="secondary">
            {commonMessages.adhere}
          </BigLinkButton>
          <SignInLink />
        </Stack>
      )}

      {profile ? (
        <IncompleteProfileDialog
          open={missing.length > 0 && !postponed}
          missing={missing}
          onLater={() => {
            postpone(profile.id);
            setPostponed(true);
          }}
        />
      ) : null}
    </Stack>
  );
}

function WorkshopList({ query }: { query: ReturnType<typeof useAjaWorkshops> }) {
  if (query.isPending) return <PageLoader label={ajaHomeMessages.loading} />;
  if (query.isError) return <ErrorState message={ajaHomeMessages.loadFailed} onRetry={() => void query.refetch()} />;
  const workshops = referenceFirst(query.data.data);
  if (workshops.length === 0) return <Typography>{workshopsMessages.empty}</Typography>;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
      }}
    >
      {workshops.map((workshop) => (
        <li key={workshop.id}>
          <AjaWorkshopButton workshop={workshop} />
        </li>
      ))}
    </Box>
  );
}
