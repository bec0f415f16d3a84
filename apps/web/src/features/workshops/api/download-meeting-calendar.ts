import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/meetings/{id}/calendar.ics (« Ajouter à mon agenda »): the session as a calendar file. */
export async function fetchMeetingCalendar(meetingId: number): Promise<Blob> {
  return apiClient.get<Blob>(`/api/meetings/${meetingId}/calendar.ics`, { responseType: 'blob' });
}

/** Saves the file as the API names it, for the calendar app to open. */
export async function downloadMeetingCalendar(meetingId: number): Promise<void> {
  saveFile(await fetchMeetingCalendar(meetingId), `seance-${meetingId}.ics`);
}

export function useDownloadMeetingCalendar() {
  // The button says what failed itself.
  return useMutation({ mutationFn: downloadMeetingCalendar, meta: { silentErrors: true } });
}
