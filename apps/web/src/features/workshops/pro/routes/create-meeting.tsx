import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { meetingFormMessages, meetingsMessages } from '@plateforme/shared/messages/workshops';
import { meetingCycleMessages } from '@plateforme/shared/messages/workshops-cycle';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { MeetingScreenFrame, useWorkshopHome } from '../../admin/components/meeting-screen-frame.tsx';
import { useWorkshop } from '../api/get-meeting-workshop.ts';
import { MeetingForm } from '../components/meeting-form.tsx';
import { useMeetingScreen } from '../hooks/use-meeting-screen.ts';

/**
 * /pro/workshops/:id/meetings/new, CreateMeeting (P2 §5, §6): a new session of a workshop the pro runs;
 * /admin/workshops/:id/meetings/new the same for the staff, inside the back office. A cycle is a link away.
 */
export default function CreateMeetingPage() {
  const { workshopId, findSequence, save, pending } = useMeetingScreen();
  const workshop = useWorkshop(workshopId ?? 0, workshopId !== null);
  const title = meetingFormMessages.createTitle;
  const { home } = useWorkshopHome(workshopId);

  if (workshopId === null || (isApiError(workshop.error) && [403, 404].includes(workshop.error.status))) {
    return <ErrorState title={title} message={meetingsMessages.workshopNotFound} />;
  }
  if (workshop.isError)
    return (
      <ErrorState
        title={title}
        message={meetingFormMessages.workshopFetchFailed}
        onRetry={() => void workshop.refetch()}
      />
    );
  const data = workshop.data?.data;
  if (!data) return <PageLoader label={meetingsMessages.workshopLoading} />;
  return (
    <MeetingScreenFrame title={title} workshopId={workshopId}>
      {data.name ? <Typography sx={{ overflowWrap: 'anywhere' }}>{data.name}</Typography> : null}
      <Button component={RouterLink} to={`${home}/meetings/cycle`} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {meetingCycleMessages.open}
      </Button>
      <MeetingForm
        workshop={{ id: data.id, type: data.type }}
        backTo={home}
        findSequence={findSequence}
        onSubmit={(values) => save(values, false)}
        pending={pending}
      />
    </MeetingScreenFrame>
  );
}
