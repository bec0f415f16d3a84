import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { meetingFormMessages, meetingsMessages } from '@plateforme/shared/messages/workshops';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { useWorkshop } from '../api/get-meeting-workshop.ts';
import { MeetingForm } from '../components/meeting-form.tsx';
import { useMeetingScreen } from '../hooks/use-meeting-screen.ts';

/** /pro/workshops/:id/meetings/new, CreateMeeting (P2 §5, §6): a new session of a workshop the pro runs. */
export default function CreateMeetingPage() {
  const { workshopId, findSequence, save, pending } = useMeetingScreen();
  const workshop = useWorkshop(workshopId ?? 0, workshopId !== null);
  const title = meetingFormMessages.createTitle;

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
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', minWidth: 0 }}>
      <Typography variant="h1">{title}</Typography>
      {data.name ? <Typography sx={{ overflowWrap: 'anywhere' }}>{data.name}</Typography> : null}
      <MeetingForm
        workshop={{ id: data.id, type: data.type }}
        findSequence={findSequence}
        onSubmit={(values) => save(values, false)}
        pending={pending}
      />
    </Stack>
  );
}
