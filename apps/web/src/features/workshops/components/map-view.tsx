import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import type { MapConfig } from '@plateforme/shared/workshops/map.schemas';
import type { ReactNode } from 'react';
import { MapCanvas } from '../map/map-canvas.tsx';
import { MapErrorBoundary } from '../map/map-error-boundary.tsx';
import type { MapLocation } from '../map-markers.ts';

type MapViewProps = {
  locations: readonly MapLocation[];
  config: MapConfig | undefined;
  renderPopup: (location: MapLocation) => ReactNode;
};

/**
 * The workshops map, drawn by the app itself (ADR 104): tiles, markers, clusters and info
 * windows in React, no map library. If it fails, a warning, and the list stays.
 */
export function MapView({ locations, config, renderPopup }: MapViewProps) {
  return (
    <MapErrorBoundary fallback={<Alert severity="warning">{mapMessages.mapFailed}</Alert>}>
      <Box
        component="section"
        aria-label={mapMessages.mapLabel}
        sx={{
          position: 'relative',
          height: { xs: 360, sm: 460, md: 600 },
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          '& .workshops-map:focus-visible': { outline: '3px solid #0b4f8a', outlineOffset: '-3px' },
          '& .workshops-map-zoom:focus-visible, & .workshops-map-popup button:focus-visible': {
            outline: '3px solid #0b4f8a',
            outlineOffset: '-3px',
          },
        }}
      >
        <MapCanvas locations={locations} config={config} renderPopup={renderPopup} />
      </Box>
    </MapErrorBoundary>
  );
}
