import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';
import { Link as RouterLink } from 'react-router';
import { formatNextOnsite, getMarkerKind, getProFirstNames, getWorkshopPath } from '../map-markers.ts';

/**
 * The same workshops as the map, as a list of headings and links: what keyboard and
 * screen-reader users browse, and the only place of remote workshops without an address.
 */
export function MapWorkshopList({ workshops }: { workshops: readonly WorkshopListItem[] }) {
  return (
    <Box component="section" aria-labelledby="map-list-title">
      <Typography id="map-list-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        {mapMessages.listTitle}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="map-workshop-list">
        {workshops.map((workshop) => {
          const pros = getProFirstNames(workshop);
          const next = formatNextOnsite(workshop.next_onsite_meeting_start);
          const place = [workshop.zip, workshop.city].filter(Boolean).join(' ');
          return (
            <Box
              component="li"
              key={workshop.id}
              data-kind={getMarkerKind(workshop)}
              sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
            >
              <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
                <Link component={RouterLink} to={getWorkshopPath(workshop)}>
                  {workshop.name}
                </Link>
              </Typography>
              <Typography variant="body2">
                {mapMessages.kinds[getMarkerKind(workshop)]}
                {place ? ` · ${place}` : ''}
              </Typography>
              {pros ? <Typography variant="body2">{mapMessages.pros(pros)}</Typography> : null}
              {next ? <Typography variant="body2">{mapMessages.nextOnsite(next)}</Typography> : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
