import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Map as LeafletMap } from 'leaflet';
import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import type { MapConfig } from '@plateforme/shared/workshops/map.schemas';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import type { MapLocation } from '../map-markers.ts';
import { addMapMarkers, addTileLayer, createLeafletMap, loadLeaflet, type Leaflet } from './map-leaflet.ts';

type MapViewProps = {
  locations: readonly MapLocation[];
  config: MapConfig | undefined;
  renderPopup: (location: MapLocation) => ReactNode;
};

type LoadedMap = { L: Leaflet; map: LeafletMap };

/**
 * The Leaflet map, loaded on first use so no other page carries it. Markers are Leaflet's;
 * their popups are React, rendered into the nodes Leaflet shows (links keep the router).
 */
export function MapView({ locations, config, renderPopup }: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<LoadedMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [popupNodes, setPopupNodes] = useState<ReadonlyMap<string, HTMLElement>>(new Map());

  useEffect(() => {
    let cancelled = false;
    let map: LeafletMap | null = null;
    loadLeaflet()
      .then((L) => {
        if (cancelled || !containerRef.current) return;
        map = createLeafletMap(L, containerRef.current);
        setLoaded({ L, map });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, []);

  useEffect(() => {
    if (!loaded || !config) return;
    const layer = addTileLayer(loaded.L, loaded.map, config);
    return () => void layer.remove();
  }, [loaded, config]);

  useEffect(() => {
    if (!loaded) return;
    const { group, nodes } = addMapMarkers(loaded.L, loaded.map, locations);
    setPopupNodes(nodes);
    return () => {
      group.remove();
      setPopupNodes(new Map());
    };
  }, [loaded, locations]);

  if (failed) return <Alert severity="warning">{mapMessages.mapFailed}</Alert>;
  return (
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
      }}
    >
      <Box ref={containerRef} className="workshops-map" sx={{ height: '100%', width: '100%', bgcolor: '#e8eef1' }} />
      {loaded ? null : (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <PageLoader label={mapMessages.loadingMap} />
        </Box>
      )}
      {locations.map((location) => {
        const node = popupNodes.get(location.key);
        return node ? createPortal(renderPopup(location), node, location.key) : null;
      })}
    </Box>
  );
}
