import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { proWorkshopDetailMessages as texts } from '@plateforme/shared/messages/workshops';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MeetingCells } from '../../../../components/meetings/meeting-cells.tsx';
import { hasEnded, hasStarted, meetingDate } from '../../../../components/meetings/meeting-format.ts';
import { pastRowSx } from '../../../../components/meetings/meeting-past-row.tsx';
import { PageLoader } from '../../../../components/ui/page-loader.tsx';
import { preloadOn } from '../../../../lib/load-when-wanted.ts';
import { showSnackbar } from '../../../../lib/snackbar.ts';
import { useExportParticipants } from '../api/export-participants.ts';
import { SessionSupports } from './meeting-supports.tsx';

// The attendance controls load when a pro opens a session's participants (or it starts open).
const loadParticipantsPanel = () => import('./participants-panel.tsx');
const ParticipantsPanel = lazy(loadParticipantsPanel);
const participantsPreload = preloadOn(loadParticipantsPanel);

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
                  {...participantsPreload}
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
            <Suspense fallback={<PageLoader label={texts.participantsOf(date)} />}>
              <ParticipantsPanel
                meeting={meeting}
                workshopId={workshopId}
                date={date}
                started={hasStarted(meeting, now)}
                onAttendance={(userId, attendance) => onAttendance(meeting.id, userId, attendance)}
              />
            </Suspense>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
