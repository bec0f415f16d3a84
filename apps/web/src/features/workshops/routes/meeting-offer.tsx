import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getAccessState, isPremium } from '@plateforme/shared/accounts/access.rules';
import { formatSpokenSession } from '@plateforme/shared/format/dates';
import { waitingListMessages } from '@plateforme/shared/messages/workshops-waiting-list';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { isHeldFor, openPlaces } from '@plateforme/shared/workshops/waiting-list.rules';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useMeetingClock } from '../../../components/meetings/meeting-clock.ts';
import { hasStarted } from '../../../components/meetings/meeting-format.ts';
import { CenteredCard } from '../../../components/ui/centered-card.tsx';
import { MembersOnlyCard } from '../../../components/ui/members-only-card.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useProfile } from '../../../lib/profile.ts';
import { useOfferedMeeting } from '../api/get-offered-meeting.ts';
import { useTakePlacePreview } from '../api/preview-take-place.ts';
import { GivenUpList } from '../components/given-up-list.tsx';
import { heldUntilText, spokenHoldEnd } from '../components/waiting-list-texts.ts';
import { useSubscriptionActions } from '../hooks/subscription-actions.ts';

const texts = waitingListMessages.offer;

type Outcome = 'accepted' | 'declined';

const workshopPath = (meeting: MeetingItem) =>
  `${meeting.workshop?.is_aja ? '/aja/workshops' : '/workshops'}/${meeting.workshop_id}`;

/** The session's facts as a list of terms: workshop, date written out, place or « À distance ». */
function SessionFacts({ meeting, holdEnd }: { meeting: MeetingItem; holdEnd: string | null }) {
  const rows: [string, string][] = [
    [texts.workshop, meeting.workshop?.name ?? ''],
    [texts.when, formatSpokenSession(meeting.start, meeting.end)],
    [texts.where, meeting.type === 'remote' ? texts.remote : (meeting.address ?? '')],
    ...(holdEnd ? [[texts.holdEnds, spokenHoldEnd(holdEnd)] as [string, string]] : []),
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0.5 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Where the session stands for her now that no place is held for her. */
function currentState(meeting: MeetingItem, now: number): string {
  if (hasStarted(meeting, now)) return texts.started;
  const pivot = meeting.pivot;
  if (pivot?.status === 'validated') return texts.nowSubscribed;
  if (pivot?.status === 'waiting') {
    const rank =
      pivot.position === null ? waitingListMessages.onWaitingList : waitingListMessages.position(pivot.position);
    return `${rank}. ${waitingListMessages.placesLeft(openPlaces(meeting))}.`;
  }
  return `${texts.notOnList} ${waitingListMessages.placesLeft(openPlaces(meeting))}.`;
}

function Links({ meeting }: { meeting: MeetingItem | null }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Button variant="contained" component={RouterLink} to="/meetings">
        {texts.mySessions}
      </Button>
      {meeting ? (
        <Button variant="outlined" component={RouterLink} to={workshopPath(meeting)}>
          {texts.seeWorkshop}
        </Button>
      ) : null}
    </Stack>
  );
}

/** What accepting gives up, read from the API: loading, failure with a retry, or the list. */
function GivenUp({ meetingId, userId }: { meetingId: number; userId: number }) {
  const preview = useTakePlacePreview(meetingId, userId, true);
  if (preview.isError) {
    return (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => void preview.refetch()}>
            {texts.retry}
          </Button>
        }
      >
        {waitingListMessages.givesUpFailed}
      </Alert>
    );
  }
  if (!preview.data) return <CircularProgress size={28} aria-label={waitingListMessages.givesUpLoading} />;
  return (
    <div>
      <GivenUpList sessions={preview.data.data.gives_up} />
    </div>
  );
}

/**
 * /offre/:meetingId, where the offer e-mail leads (ADR 073): the session, until when the freed
 * place is held for her, what accepting it gives up, « Accepter la place » and « Refuser ».
 * Once answered it says what happened; when no place is held any more it says so plainly,
 * with where the session stands now.
 */
export default function MeetingOfferPage() {
  const param = Number(useParams().meetingId);
  const meetingId = Number.isInteger(param) && param > 0 ? param : null;
  const profile = useProfile().data ?? null;
  const premium = isPremium(getAccessState(profile));
  const query = useOfferedMeeting(premium ? meetingId : null, profile?.id ?? null);
  const actions = useSubscriptionActions();
  const now = useMeetingClock();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The answer replaces the buttons: the focus goes to the heading that now says what happened.
  useEffect(() => {
    if (outcome) heading.current?.focus();
  }, [outcome]);

  if (!premium) return <MembersOnlyCard title={texts.title} signedIn={profile !== null} />;

  const meeting = query.data?.data ?? null;
  const notFound = meetingId === null || (isApiError(query.error) && query.error.status === 404);
  const held = meeting !== null && isHeldFor(meeting.pivot, now) && !hasStarted(meeting, now);

  let title: string = texts.pageTitle;
  let body: ReactNode;
  if (notFound) {
    body = (
      <>
        <Alert severity="info" variant="outlined">
          {texts.notFound}
        </Alert>
        <Links meeting={null} />
      </>
    );
  } else if (query.isError) {
    body = (
      <>
        <Alert severity="error" variant="outlined">
          {texts.fetchFailed}
        </Alert>
        <div>
          <Button variant="contained" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        </div>
      </>
    );
  } else if (!meeting || !profile) {
    body = <PageLoader label={texts.loading} />;
  } else if (outcome === 'accepted') {
    title = texts.acceptedTitle;
    body = (
      <>
        <Alert severity="success" variant="outlined">
          {texts.acceptedText}
        </Alert>
        <SessionFacts meeting={meeting} holdEnd={null} />
        <Links meeting={meeting} />
      </>
    );
  } else if (outcome === 'declined') {
    title = texts.declinedTitle;
    body = (
      <>
        <Alert severity="info" variant="outlined">
          {waitingListMessages.declined}
        </Alert>
        <SessionFacts meeting={meeting} holdEnd={null} />
        <Links meeting={meeting} />
      </>
    );
  } else if (held) {
    title = texts.title;
    const until = meeting.pivot!.offered_until!;
    const answer = (action: 'take-place' | 'decline-offer', then: Outcome) =>
      actions.mutate(
        { meetingId: meeting.id, userId: profile.id, action, waiting: true },
        { onSuccess: () => setOutcome(then) },
      );
    body = (
      <>
        <Typography sx={{ fontWeight: 600 }}>{heldUntilText(until)}</Typography>
        <SessionFacts meeting={meeting} holdEnd={until} />
        <GivenUp meetingId={meeting.id} userId={profile.id} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            variant="contained"
            disabled={actions.isPending}
            onClick={() => answer('take-place', 'accepted')}
            startIcon={
              actions.isPending && actions.variables?.action === 'take-place' ? (
                <CircularProgress size={20} color="inherit" aria-hidden />
              ) : undefined
            }
          >
            {waitingListMessages.accept}
          </Button>
          <Button variant="outlined" disabled={actions.isPending} onClick={() => answer('decline-offer', 'declined')}>
            {waitingListMessages.decline}
          </Button>
        </Stack>
      </>
    );
  } else {
    title = texts.noLongerHeld;
    body = (
      <>
        <Typography>{texts.noLongerHeldHelp}</Typography>
        <SessionFacts meeting={meeting} holdEnd={null} />
        <Alert severity="info" variant="outlined">
          {currentState(meeting, now)}
        </Alert>
        <Links meeting={meeting} />
      </>
    );
  }

  return (
    <CenteredCard>
      <Stack spacing={3} aria-busy={query.isPending && query.fetchStatus !== 'idle'}>
        <Typography ref={heading} variant="h1" tabIndex={-1} sx={{ outline: 'none' }}>
          {title}
        </Typography>
        {body}
      </Stack>
    </CenteredCard>
  );
}
