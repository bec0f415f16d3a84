import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { meetingFormMessages } from '@plateforme/shared/messages/workshops';
import { ErrorState } from '../../../../components/ui/error-state.tsx';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { MeetingScreenFrame, useWorkshopHome } from '../../admin/components/meeting-screen-frame.tsx';
import { useMeeting } from '../api/get-meeting.ts';
import { useWorkshop } from '../api/get-meeting-workshop.ts';
import { CancelMeetingButton } from '../components/cancel-meeting-button.tsx';
import { MeetingForm } from '../components/meeting-form.tsx';
import { useMeetingScreen } from '../hooks/use-meeting-screen.ts';

/**
 * /pro/workshops/:id/meetings/:meetingId/edit, EditMeeting (P2 §4, §5, §6): a session of a workshop the pro runs;
 * under /admin/workshops/… the same for the staff, inside the back office.
 */
export default function EditMeetingPage() {
  const { workshopId, meetingId, findSequence, save, pending } = useMeetingScreen();
  const valid = workshopId !== null && meetingId !== null;
  const workshop = useWorkshop(workshopId ?? 0, valid);
  const meeting = useMeeting(meetingId ?? 0, valid);
  const title = meetingFormMessages.editTitle;
  const { home } = useWorkshopHome(workshopId);
  const session = meeting.data?.data;
  const missing = (error: unknown) => isApiError(error) && [403, 404].includes(error.status);

  // A session of another workshop, or one whose lists the viewer may not read, is not theirs to edit.
  if (
    !valid ||
    missing(meeting.error) ||
    missing(workshop.error) ||
    (session && (session.workshop_id !== workshopId || !session.subscribers))
  ) {
    return <ErrorState title={title} message={meetingFormMessages.notFound} />;
  }
  if (meeting.isError || workshop.isError) {
    return (
      <ErrorState
        title={title}
        message={meeting.isError ? meetingFormMessages.fetchFailed : meetingFormMessages.workshopFetchFailed}
        onRetry={() => void Promise.all([meeting.refetch(), workshop.refetch()])}
      />
    );
  }
  const data = workshop.data?.data;
  if (!data || !session) return <PageLoader label={meetingFormMessages.loading} />;
  const participants = session.subscribers?.length ?? 0;
  const waiting = session.queued?.length ?? 0;
  const locked = participants + waiting > 0;
  // Only a session that has not started may be cancelled (ADR 072).
  const cancellable = Date.parse(session.start) > Date.now();
  return (
    <MeetingScreenFrame title={title} workshopId={workshopId}>
      {data.name ? <Typography sx={{ overflowWrap: 'anywhere' }}>{data.name}</Typography> : null}
      <MeetingForm
        key={session.id}
        workshop={{ id: data.id, type: data.type }}
        meeting={session}
        backTo={home}
        findSequence={findSequence}
        onSubmit={(values) => save(values, locked)}
        pending={pending}
      />
      {cancellable ? (
        <>
          <Divider />
          <CancelMeetingButton
            meetingId={session.id}
            workshopId={data.id}
            participants={participants}
            waiting={waiting}
            backTo={home}
          />
        </>
      ) : null}
    </MeetingScreenFrame>
  );
}
