import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { toMeetingInput } from '@plateforme/shared/workshops/meeting-form.rules';
import type { MeetingFormOutput } from '@plateforme/shared/workshops/meeting-form.schemas';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useCreateMeeting } from '../api/create-meeting.ts';
import { getPlanningSequence } from '../api/get-planning-sequence.ts';
import { useUpdateMeeting } from '../api/update-meeting.ts';

const toId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The flow of both meeting screens: the ids of the path, the planning lookup, and saving
 * (POST or PUT), then « Séance enregistrée ! » and back to the workshop (P2 §8).
 */
export function useMeetingScreen() {
  const params = useParams();
  const workshopId = toId(params.id);
  const meetingId = toId(params.meetingId);
  const navigate = useNavigate();
  // The staff came from the back office and go back there (issue #37).
  const area = useLocation().pathname.startsWith('/admin/') ? '/admin' : '/pro';
  const create = useCreateMeeting();
  const update = useUpdateMeeting();

  const findSequence = useCallback(
    (day: string) => (workshopId ? getPlanningSequence(workshopId, day) : Promise.resolve(null)),
    [workshopId],
  );

  const save = async (values: MeetingFormOutput, locked: boolean) => {
    if (!workshopId) return;
    const input = toMeetingInput(values);
    if (meetingId) {
      // A session with people keeps its type, day and times: they are not sent again.
      const { start, end, type, ...rest } = input;
      await update.mutateAsync({ id: meetingId, input: locked ? rest : { start, end, type, ...rest } });
    } else {
      await create.mutateAsync({ workshop_id: workshopId, ...input });
    }
    showSnackbar(meetingsMessages.saved, 'success');
    await navigate(`${area}/workshops/${workshopId}`);
  };

  return { workshopId, meetingId, findSequence, save, pending: create.isPending || update.isPending };
}
