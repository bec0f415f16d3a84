import Link from '@mui/material/Link';
import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import { workshopsMessages } from '@plateforme/shared/messages/workshops';
import { Link as RouterLink } from 'react-router';
import {
  formatNextOnsite,
  getMarkerKind,
  getProFirstNames,
  getWorkshopPath,
  type MapLocation,
} from '../map-markers.ts';

/**
 * A marker's info window (P2-MAP-05..07): each workshop there with its pros' first names,
 * its next onsite session (Paris time) and a link to register. Plain elements: the info
 * window is on a light background in every theme.
 */
export function MapPopup({ location }: { location: MapLocation }) {
  return (
    <div style={{ color: '#1a1a1a', fontSize: 14, lineHeight: 1.4 }}>
      {location.workshops.map((workshop) => {
        const pros = getProFirstNames(workshop);
        const next = formatNextOnsite(workshop.next_onsite_meeting_start);
        const name = workshop.name ?? '';
        return (
          <div key={workshop.id} style={{ marginBottom: 12 }}>
            <p style={{ margin: 0, fontWeight: 700, fontSize: 15 }}>{name}</p>
            <p style={{ margin: 0 }}>{mapMessages.kinds[getMarkerKind(workshop)]}</p>
            {pros ? <p style={{ margin: 0 }}>{mapMessages.pros(pros)}</p> : null}
            <p style={{ margin: 0 }}>
              {next
                ? mapMessages.nextOnsite(next)
                : workshop.type === 'remote'
                  ? mapMessages.remoteOnly
                  : mapMessages.noNextOnsite}
            </p>
            <Link
              component={RouterLink}
              to={getWorkshopPath(workshop)}
              aria-label={mapMessages.registerFor(name)}
              sx={{ color: '#0b4f8a', fontWeight: 700, display: 'inline-block', py: 0.5 }}
            >
              {workshopsMessages.register}
            </Link>
          </div>
        );
      })}
    </div>
  );
}
