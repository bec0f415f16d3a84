import TableCell from '@mui/material/TableCell';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { meetingDate, meetingPlaces, meetingPlacesLeft, meetingTime } from './meeting-format.ts';
import { PastMark } from './meeting-past-row.tsx';
import { MeetingTypeBadge } from './meeting-type-badge.tsx';

const { columns } = meetingsMessages;

/** The columns every sessions table shows (P2 §2): date, type, time slot, places, sequence. */
export function MeetingHeadCells() {
  return (
    <>
      <TableCell>{columns.date}</TableCell>
      <TableCell>{columns.type}</TableCell>
      <TableCell>{columns.time}</TableCell>
      <TableCell>{columns.places}</TableCell>
      <TableCell>{columns.sequence}</TableCell>
    </>
  );
}

type MeetingCellsProps = {
  meeting: MeetingItem;
  past: boolean;
  /** Members read the places left (« 3 places restantes », « Complet »); pros keep the count. */
  placesLeft?: boolean;
};

/** Each cell carries its column's name, which a table stacked on a phone shows before it. */
export function MeetingCells({ meeting, past, placesLeft = false }: MeetingCellsProps) {
  return (
    <>
      <TableCell data-label={columns.date} sx={{ whiteSpace: 'nowrap' }}>
        {meetingDate(meeting)}
        {past ? <PastMark /> : null}
      </TableCell>
      <TableCell data-label={columns.type}>
        <MeetingTypeBadge type={meeting.type} />
      </TableCell>
      <TableCell data-label={columns.time} sx={{ whiteSpace: 'nowrap' }}>
        {meetingTime(meeting)}
      </TableCell>
      <TableCell data-label={columns.places}>
        {placesLeft ? meetingPlacesLeft(meeting) : meetingPlaces(meeting)}
      </TableCell>
      <TableCell data-label={columns.sequence}>{meeting.sequence}</TableCell>
    </>
  );
}
