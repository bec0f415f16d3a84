import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { meetingsMessages, workshopsMessages } from '@plateforme/shared/messages/workshops';
import type { WorkshopListItem } from '@plateforme/shared/workshops/workshops.schemas';

function location(workshop: WorkshopListItem): string {
  if (workshop.type === 'remote') return workshopsMessages.remote;
  const town = [workshop.zip, workshop.city].filter(Boolean).join(' ');
  return [workshop.street, town].filter(Boolean).join(', ') || workshopsMessages.onsite;
}

/** The workshop's card (P2 §2): its kind, where it happens, who runs it, practical details. */
export function WorkshopDetailCard({ workshop }: { workshop: WorkshopListItem }) {
  const pros = [workshop.user?.firstname, workshop.secondary_pro?.firstname].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [
      meetingsMessages.workshopType,
      workshop.workshop_type === 'oncommence' ? meetingsMessages.oncommence : meetingsMessages.cognitive,
    ],
    [meetingsMessages.location, location(workshop)],
  ];
  if (pros) rows.push([meetingsMessages.professionals, pros]);
  if (workshop.info_address) rows.push([meetingsMessages.information, workshop.info_address]);
  return (
    <Card>
      <CardContent>
        <Typography
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {rows.map(([term, value]) => (
            <Typography key={term} component="div" sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 700 }}>
                {term}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
              >
                {value}
              </Typography>
            </Typography>
          ))}
        </Typography>
      </CardContent>
    </Card>
  );
}
