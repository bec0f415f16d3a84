import EventAvailable from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import { meetingDate, meetingTime } from '../../../components/meetings/meeting-format.ts';
import { useNextPlace, type MeetingListSource } from '../api/meeting-list-api.ts';
import { WorkshopName } from './workshop-name.tsx';

/**
 * The next session the person holds a place in, on their home and above « Mes séances »
 * (whose coming sessions may start with waiting entries: ADR 087). While it loads, a
 * placeholder of the note's height holds its place, so the page below does not move when
 * it comes (ADR 097); nothing shows on an error or with no place to come.
 */
export function NextPlaceNote({ source }: { source: MeetingListSource | null }) {
  const query = useNextPlace(source);
  if (source !== null && query.isPending)
    return <Skeleton variant="rounded" aria-hidden sx={{ height: { xs: 92, sm: 50 } }} />;
  const next = query.data;
  if (!next) return null;
  return (
    // role="note": it comes after the page, and an alert would interrupt a screen reader.
    <Alert role="note" severity="success" variant="outlined" icon={<EventAvailable fontSize="inherit" />}>
      <strong>{meetingsMessages.nextPlace}</strong> {meetingDate(next)}, {meetingTime(next)},{' '}
      <WorkshopName meeting={next} />
    </Alert>
  );
}
