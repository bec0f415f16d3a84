import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { proWorkshopDetailMessages as texts } from '@plateforme/shared/messages/workshops';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MeetingCells } from '../../../../components/meetings/meeting-cells.tsx';
import { hasEnded, hasStarted, meetingDate } from '../../../../components/meetings/meeting-format.ts';
import { pastRowSx } from '../../../../components/meetings/meeting-past-row.tsx';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useExportParticipants } from '../api/export-participants.ts';
import { AllPresentButton } from './all-present-button.tsx';
import { SessionParticipants } from './meeting-participants.tsx';
import { SessionSupports } from './meeting-supports.tsx';

type Props = {
  meeting: MeetingItem;
  workshopId: number;
  workshopName: string;
  now: number;
  columns: number;
  onAttendance: (meetingId: number, userId: number, attendance: 0 | 1 | null) => Promise<unknown>;
  /** False for a pro who does not run the workshop: no edit, export or participants (issue #37). */
  canManage?: boolean;
  /** The participants start open: the session under way, or the one the home's link asked for. */
  initiallyOpen?: boolean;
};

/** One session for its pro: the shared cells, edit, export, the participants' disclosure, and the slides and guide within their window. */
export function ProSessionRow({
  meeting,
  workshopId,
  workshopName,
  now,
  columns,
  onAttendance,
  canManage = true,
  initiallyOpen = false,
}: Props) {
  const [open, setOpen] = useState(initiallyOpen && canManage);
  const panelId = useId();
  const exporting = useExportParticipants();
  const past = hasEnded(meeting, now);
  const date = meetingDate(meeting);
  const count = (meeting.subscribers?.length ?? 0) + (meeting.queued?.length ?? 0);

  return (
    <>
      <TableRow sx={past ? pastRowSx : undefined} id={`seance-${meeting.id}`}>
        <MeetingCells meeting={meeting} past={past} />
        <TableCell>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {canManage ? (
              <>
                <Button
                  size="small"
                  component={RouterLink}
                  to={`/pro/workshops/${workshopId}/meetings/${meeting.id}/edit`}
                  aria-label={texts.editSessionOf(date)}
                >
                  {texts.editSession}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={texts.exportOf(date)}
                  disabled={exporting.isPending}
                  onClick={() =>
                    exporting.mutate(
                      { meetingId: meeting.id, workshopName, start: meeting.start },
                      { onError: () => showSnackbar(texts.exportFailed, 'error') },
                    )
                  }
                >
                  {exporting.isPending ? texts.exporting : texts.export}
                </Button>
                <Button
                  size="small"
                  aria-expanded={open}
                  aria-controls={panelId}
                  endIcon={open ? <ExpandLess /> : <ExpandMore />}
                  onClick={() => setOpen((value) => !value)}
                >
                  {texts.participants(count)}
                </Button>
              </>
            ) : null}
            <SessionSupports meeting={meeting} now={now} />
          </Stack>
        </TableCell>
      </TableRow>
      {open && canManage ? (
        <TableRow>
          <TableCell colSpan={columns} id={panelId} role="region" aria-label={texts.participantsOf(date)}>
            <SessionParticipants
              meeting={meeting}
              started={hasStarted(meeting, now)}
              onAttendance={(userId, attendance) => onAttendance(meeting.id, userId, attendance)}
              allPresent={<AllPresentButton meetingId={meeting.id} workshopId={workshopId} date={date} />}
            />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
