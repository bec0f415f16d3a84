import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { meetingsMessages, workshopsMessages } from '@plateforme/shared/messages/workshops';
import { useEffect, useId } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { WorkshopHeading } from '../../../components/workshops/workshop-heading.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useProfile } from '../../../lib/profile.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useWorkshop } from '../api/workshop-detail-api.ts';
import { WorkshopDetailCard } from '../components/workshop-detail-card.tsx';
import { WorkshopDetailMeetings } from '../components/workshop-detail-meetings.tsx';
import { runsWorkshop, WorkshopProPanel } from '../components/workshop-pro-panel.tsx';

/**
 * /workshops/:id and /aja/workshops/:id (P2 §2 Workshop detail): title, description, partner
 * logo, the card and the sessions table. A workshop of the other programme is refused by the
 * API (P2 §4): its message shows and the person goes to their own programme's list.
 */
export default function WorkshopDetailPage() {
  const id = Number(useParams().id);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const profile = useProfile().data ?? null;
  const valid = Number.isInteger(id) && id > 0;
  const query = useWorkshop(id, profile?.id ?? null, valid);
  const sessionsHeadingId = useId();
  const forbidden = isApiError(query.error) && query.error.status === 403;

  useEffect(() => {
    if (!forbidden) return;
    showSnackbar(workshopsMessages.forbidden, 'error');
    void navigate(profile?.is_aja ? '/aja-workshops' : '/workshops', { replace: true });
  }, [forbidden, navigate, profile?.is_aja]);

  const workshop = query.data?.data;
  if (!valid || (isApiError(query.error) && query.error.status === 404)) {
    return <ErrorState title={meetingsMessages.workshopTitle} message={meetingsMessages.workshopNotFound} />;
  }
  if (forbidden) return null;
  if (query.isError) {
    return (
      <ErrorState
        title={meetingsMessages.workshopTitle}
        message={meetingsMessages.workshopFetchFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!workshop) return <PageLoader label={meetingsMessages.workshopLoading} />;

  // One address per workshop: an AJA workshop lives under /aja/workshops, the others not.
  const canonical = `${workshop.is_aja ? '/aja' : ''}/workshops/${workshop.id}`;
  if (workshop.is_aja !== undefined && canonical !== pathname) return <Navigate to={canonical} replace />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0 }}>
      <WorkshopHeading partner={workshop.partner}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {workshop.name}
        </Typography>
      </WorkshopHeading>
      {workshop.description ? (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{workshop.description}</Typography>
      ) : null}
      {profile?.role === 'pro' && runsWorkshop(workshop, profile.id) ? <WorkshopProPanel workshop={workshop} /> : null}
      <WorkshopDetailCard workshop={workshop} />
      <Stack component="section" aria-labelledby={sessionsHeadingId} spacing={2} sx={{ minWidth: 0 }}>
        <Typography variant="h2" id={sessionsHeadingId}>
          {meetingsMessages.sessionsTitle}
        </Typography>
        <WorkshopDetailMeetings
          workshopId={workshop.id}
          viewerId={profile?.id ?? null}
          headingId={sessionsHeadingId}
          ownPro={profile?.role === 'pro' && runsWorkshop(workshop, profile.id)}
        />
      </Stack>
    </Stack>
  );
}
