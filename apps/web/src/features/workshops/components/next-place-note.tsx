import EventAvailable from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { meetingDate, meetingTime } from '../../../components/meetings/meeting-format.ts';
import { useNextPlace, type MeetingListSource } from '../api/meeting-list-api.ts';
import { WorkshopName } from './workshop-name.tsx';

/**
 * The next session the person holds a place in, on their home and above « Mes séances »
 * (whose coming sessions may start with waiting entries: ADR 087). Nothing shows while it
 * loads, on an error or with no place to come: the page keeps its own states.
 */
export function NextPlaceNote({ source }: { source: MeetingListSource | null }) {
  const next = useNextPlace(source).data;
  if (!next) return null;
  return (
    // role="note": it comes after the page, and an alert would interrupt a screen reader.
    <Alert role="note" severity="success" variant="outlined" icon={<EventAvailable fontSize="inherit" />}>
      <strong>{meetingsMessages.nextPlace}</strong> {meetingDate(next)}, {meetingTime(next)},{' '}
      <WorkshopName meeting={next} />
    </Alert>
  );
}
