import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { proWorkshopDetailMessages as messages } from '@plateforme/shared/messages/workshops';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { useId } from 'react';
import { Link } from 'react-router';

/** Owner, secondary pro, or a substitute whose period covers today (the API's rule, P2 §6). */
export function runsWorkshop(workshop: WorkshopListItem, profileId: number, now = new Date()): boolean {
  if (workshop.user_id === profileId || workshop.secondary_pro_id === profileId) return true;
  return (workshop.next_substitutions ?? []).some(
    (substitution) =>
      substitution.user_id === profileId && new Date(substitution.start) <= now && now <= new Date(substitution.end),
  );
}

/**
 * On the members' detail, the workshop's pro (P2 §2, P2-WSD-09/10/15) sees its active state
 * and reaches what they do with it: edit it, add a session, and the sessions table with its
 * participants, attendance and export (/pro/workshops/:id).
 */
export function WorkshopProPanel({ workshop }: { workshop: WorkshopListItem }) {
  const titleId = useId();
  const base = `/pro/workshops/${workshop.id}`;
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h2" id={titleId} sx={{ fontSize: '1.15rem' }}>
            {messages.proPanelTitle}
          </Typography>
          <Chip
            size="small"
            color={workshop.active === false ? 'default' : 'success'}
            label={workshop.active === false ? messages.disabled : messages.visible}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={Link} to={`${base}/meetings/new`} variant="contained">
            {messages.addSession}
          </Button>
          <Button component={Link} to={base} variant="outlined">
            {messages.manageSessions}
          </Button>
          <Button component={Link} to={`${base}/edit`} variant="outlined">
            {messages.edit}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
