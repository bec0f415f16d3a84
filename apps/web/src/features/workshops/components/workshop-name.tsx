import Waves from '@mui/icons-material/Waves';
import Link from '@mui/material/Link';
import { meetingsMessages } from '@plateforme/shared/messages/workshops';
import type { MeetingItem } from '@plateforme/shared/workshops/meetings.schemas';
import { Link as RouterLink } from 'react-router';

/** The session's workshop, linked to its page (a wave before onCommence ones). */
export function WorkshopName({ meeting }: { meeting: MeetingItem }) {
  const workshop = meeting.workshop;
  if (!workshop) return null;
  return (
    <Link component={RouterLink} to={`${workshop.is_aja ? '/aja' : ''}/workshops/${workshop.id}`}>
      {workshop.workshop_type === 'oncommence' ? (
        <Waves fontSize="small" titleAccess={meetingsMessages.oncommence} sx={{ verticalAlign: 'middle', mr: 0.5 }} />
      ) : null}
      {workshop.name}
    </Link>
  );
}
