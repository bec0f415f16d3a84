import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { proWorkshopPageMessages as texts } from '@plateforme/shared/messages/workshops-pro-home';
import { useId, useState } from 'react';
import { ProSessions } from './pro-meetings.tsx';

type Props = { workshopId: number; workshopName: string; canManage: boolean };

/** The workshop's ended sessions, folded under their heading until asked for, the latest first (issue #37). */
export function PastSessions({ workshopId, workshopName, canManage }: Props) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h2" id={headingId}>
        {texts.pastTitle}
      </Typography>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={panelId}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        onClick={() => setOpen((value) => !value)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {open ? texts.hidePast : texts.showPast}
      </Button>
      <div id={panelId}>
        {open ? (
          <ProSessions
            workshopId={workshopId}
            workshopName={workshopName}
            headingId={headingId}
            part="past"
            canManage={canManage}
          />
        ) : null}
      </div>
    </Stack>
  );
}
