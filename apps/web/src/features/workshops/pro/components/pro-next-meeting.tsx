import EventNote from '@mui/icons-material/EventNote';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { commonMessages } from '@plateforme/shared/messages/common';
import { proHomeMessages as texts } from '@plateforme/shared/messages/workshops-pro-home';
import type { ProNextMeeting as NextMeeting } from '@plateforme/shared/workshops/pro-next-meeting.schemas';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMeetingClock } from '../../../../components/meetings/meeting-clock.ts';
import { hasStarted, meetingDate, meetingTime } from '../../../../components/meetings/meeting-format.ts';
import { useProNextMeeting } from '../api/get-next-meeting.ts';
import { useSetAttendance } from '../api/set-attendance.ts';
import { AllPresentButton } from './all-present-button.tsx';
import { AttendanceList } from './attendance-list.tsx';

const isWebLink = (value: string) => /^https?:\/\//i.test(value);

/** One line of the card: its name in bold, then what it says. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '7rem 1fr' }, columnGap: 2 }}>
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Where({ meeting }: { meeting: NextMeeting }) {
  if (meeting.type === 'remote')
    return (
      <>
        {texts.remote}
        {meeting.link && isWebLink(meeting.link) ? (
          <>
            {' — '}
            <Link href={meeting.link} target="_blank" rel="noopener noreferrer">
              {texts.visioLink}
            </Link>
          </>
        ) : null}
      </>
    );
  return <>{meeting.address ?? texts.noAddress}</>;
}

function Meeting({ meeting }: { meeting: NextMeeting }) {
  const now = useMeetingClock();
  const [calling, setCalling] = useState(false);
  const panelId = useId();
  const attendance = useSetAttendance(meeting.workshop_id);
  const started = meeting.started || hasStarted(meeting, now);
  const names = meeting.subscribers.map((person) => `${person.firstname} ${person.lastname}`);
  const participantsLink = `/pro/workshops/${meeting.workshop_id}?seance=${meeting.id}`;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="p" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {meeting.workshop_name}
        </Typography>
        {started ? <Chip size="small" color="success" variant="outlined" label={texts.underway} /> : null}
      </Stack>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Fact label={texts.when}>{`${meetingDate(meeting)}, ${meetingTime(meeting)}`}</Fact>
        <Fact label={texts.where}>
          <Where meeting={meeting} />
        </Fact>
        <Fact label={texts.who}>
          {texts.coming(names.length)} {names.join(', ')}
          {meeting.waiting_count > 0 ? ` (${texts.waiting(meeting.waiting_count)})` : null}
        </Fact>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {started && meeting.subscribers.length > 0 ? (
          <Button
            variant="contained"
            aria-expanded={calling}
            aria-controls={panelId}
            endIcon={calling ? <ExpandLess /> : <ExpandMore />}
            onClick={() => setCalling((value) => !value)}
          >
            {calling ? texts.closeAttendance : texts.takeAttendance}
          </Button>
        ) : null}
        <Button
          variant="outlined"
          component={RouterLink}
          to={participantsLink}
          aria-label={texts.seeParticipantsOf(meeting.workshop_name)}
        >
          {texts.seeParticipants}
        </Button>
      </Stack>
      {started ? null : <Typography color="text.secondary">{texts.attendanceLater}</Typography>}
      <Box id={panelId} role="region" aria-label={texts.attendanceTitle} hidden={!calling}>
        {calling ? (
          <Stack spacing={2}>
            <AllPresentButton meetingId={meeting.id} workshopId={meeting.workshop_id} date={meetingDate(meeting)} />
            <AttendanceList
              people={meeting.subscribers.map((person) => ({
                id: person.id,
                name: `${person.firstname} ${person.lastname}`,
                attendance: person.attendance,
              }))}
              started={started}
              onAttendance={(userId, value) =>
                attendance.mutateAsync({ meetingId: meeting.id, userId, attendance: value })
              }
            />
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}

/**
 * « Ma prochaine séance » on the pro's home (issue #37): the session under way or the next one
 * of the workshops she runs, when and where, who is coming, and the attendance in one tap once
 * it has started. Its own loading, empty and error states.
 */
export function ProNextMeeting() {
  const query = useProNextMeeting();
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <EventNote color="primary" aria-hidden />
          <Typography variant="h2" id={headingId} sx={{ fontSize: '1.5rem' }}>
            {texts.title}
          </Typography>
        </Stack>
        {query.isError ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="error" variant="outlined">
              {texts.loadFailed}
            </Alert>
            <Button variant="outlined" onClick={() => void query.refetch()}>
              {commonMessages.retry}
            </Button>
          </Stack>
        ) : !query.data ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress aria-label={texts.loading} />
          </Box>
        ) : query.data.data === null ? (
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{texts.empty}</Typography>
            <Typography color="text.secondary">{texts.emptyHint}</Typography>
          </Box>
        ) : (
          <Meeting key={query.data.data.id} meeting={query.data.data} />
        )}
      </Stack>
    </Paper>
  );
}
