import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDate } from '@plateforme/shared/format/dates';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { formatMeetingSlot, getWorkshopStatus } from '@plateforme/shared/workshops/workshop-status.rules';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { Link as RouterLink } from 'react-router';

const statusTexts = {
  no_meetings: workshopsMessages.noMeetingsYet,
  waiting_list: workshopsMessages.waitingList,
} as const;

/** « Visio », or « Lyon (69003) » for a workshop held in a place. */
export function getWorkshopPlace(workshop: WorkshopListItem): string {
  if (workshop.type === 'remote') return workshopsMessages.remote;
  const zip = workshop.zip ? ` (${workshop.zip})` : '';
  return `${workshop.city ?? ''}${zip}`.trim();
}

/** The first names of the pros who run it: owner, then the secondary pro. */
export function getProsNames(workshop: WorkshopListItem): string {
  return [workshop.user?.firstname, workshop.secondary_pro?.firstname].filter(Boolean).join(', ');
}

type Props = {
  workshop: WorkshopListItem;
  ajaList?: boolean;
  /** Where the card leads, when not the public detail (« Mes ateliers »: /pro/workshops/:id). */
  to?: string;
  /** The pro's cards say whether members see the workshop (P2 §4: visible or désactivé). */
  showActive?: boolean;
};

/**
 * One workshop of the list (P2 §2): its name, place, partner, pros, next session and status.
 * The whole card is one link to the workshop; its name is the heading screen readers list.
 */
export function WorkshopCard({ workshop, ajaList = false, to, showActive = false }: Props) {
  const nextMeetings = workshop.three_next_meetings ?? [];
  const status = getWorkshopStatus(nextMeetings);
  const next = nextMeetings[0];
  const [weekday, ...timeRange] = next ? formatMeetingSlot(next.start, next.end).split(' ') : [];
  const pros = getProsNames(workshop);
  const place = getWorkshopPlace(workshop);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={to ?? (ajaList ? `/aja/workshops/${workshop.id}` : `/workshops/${workshop.id}`)}
        sx={{ height: '100%', alignItems: 'flex-start', display: 'flex' }}
      >
        <CardContent
          sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, width: '100%', overflowWrap: 'anywhere' }}
        >
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {workshop.name}
          </Typography>
          {showActive ? (
            <Typography color={workshop.active ? 'success.main' : 'text.secondary'} sx={{ fontWeight: 600 }}>
              {workshop.active ? workshopsMessages.active : workshopsMessages.inactive}
            </Typography>
          ) : null}
          {place ? <Typography color="text.secondary">{place}</Typography> : null}
          {workshop.partner ? <Typography>{workshop.partner.name}</Typography> : null}
          {pros ? <Typography>{workshopsMessages.withPros(pros)}</Typography> : null}
          {next ? (
            <Typography>
              {workshopsMessages.nextMeeting} {weekday} {formatDate(next.start)}{' '}
              <Typography component="span" sx={{ whiteSpace: 'nowrap' }} data-testid="meeting-time">
                {timeRange.join(' ')}
              </Typography>
            </Typography>
          ) : null}
          {status ? (
            <Typography color="secondary" sx={{ fontWeight: 600 }}>
              {statusTexts[status]}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
