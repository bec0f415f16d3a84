import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { proWorkshopDetailMessages } from '@plateforme/shared/messages/workshops';
import { adminWorkshopsMessages } from '@plateforme/shared/messages/workshops-admin';
import { meetingCycleMessages } from '@plateforme/shared/messages/workshops-cycle';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The workshop's sessions on the staff's workshop screen (issue #37): add one, a cycle, or edit
 * one, all inside the back office. Its heading and links come with the screen; its table
 * (`children`) loads when the person reaches it, or theirs (`linkPreload`), so it is there
 * when they come back from a session's screen.
 */
export function WorkshopMeetingsSection({
  workshopId,
  headingId,
  linkPreload,
  children,
}: {
  workshopId: number;
  headingId: string;
  linkPreload: { onPointerEnter: () => void; onFocus: () => void };
  children: ReactNode;
}) {
  const base = `/admin/workshops/${workshopId}/meetings`;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h2" id={headingId}>
        {proWorkshopDetailMessages.sessionsTitle}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" component={RouterLink} to={`${base}/new`} {...linkPreload}>
          {adminWorkshopsMessages.addMeeting}
        </Button>
        <Button variant="outlined" component={RouterLink} to={`${base}/cycle`} {...linkPreload}>
          {meetingCycleMessages.open}
        </Button>
      </Stack>
      {children}
    </Stack>
  );
}
