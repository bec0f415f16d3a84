import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import type { MapConfig } from '@plateforme/shared/workshops/map.schemas';
import { useCallback, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import type { MapLocation } from '../map-markers.ts';
import { clusterZoomOf, groupByZoom, layOutPins, type ClusterPin } from './layout.ts';
import { MapAttribution, MapZoomButtons } from './map-controls.tsx';
import { MapInfoWindow } from './map-info-window.tsx';
import { MapPinLayer, pinAt } from './map-pin-layer.tsx';
import { MapTiles } from './map-tiles.tsx';
import { fitPoints, MAX_ZOOM, panBy, project, zoomAround, type MapViewState } from './projection.ts';
import { useMapGestures } from './use-map-gestures.ts';
import { useMapSize } from './use-map-size.ts';

/** Metropolitan France, at the zoom the spec gives (P2-MAP-02). */
export const FRANCE_VIEW: MapViewState = { centre: project(46.6, 2.45), zoom: 6.4 };
/** Room kept around pins brought into view, and around a cluster's places zoomed on. */
const MARGIN = 48;

type MapCanvasProps = {
  locations: readonly MapLocation[];
  config: MapConfig | undefined;
  renderPopup: (location: MapLocation) => ReactNode;
};

/** The map itself: tiles, markers and clusters, the opened marker's info window, the controls. */
export function MapCanvas({ locations, config, renderPopup }: MapCanvasProps) {
  const ref = useRef<HTMLDivElement>(null);
  const size = useMapSize(ref);
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const [view, setView] = useState(FRANCE_VIEW);
  const [opened, setOpened] = useState<{ key: string; fromKeyboard: boolean } | null>(null);
  const markers = useRef(new Map<string, HTMLButtonElement>());

  const pan = useCallback((dx: number, dy: number) => setView((current) => panBy(current, dx, dy)), []);
  const zoom = useCallback((delta: number, anchor?: { x: number; y: number }) => {
    const box = sizeRef.current;
    if (!box || !Number.isFinite(delta)) return;
    setView((current) =>
      zoomAround(current, box, current.zoom + delta, anchor ?? { x: box.width / 2, y: box.height / 2 }),
    );
  }, []);
  useMapGestures(ref, { pan, zoom });

  const clusterZoom = clusterZoomOf(view.zoom);
  const levels = useMemo(() => groupByZoom(locations), [locations]);
  const pins = useMemo(() => layOutPins(levels, clusterZoom), [levels, clusterZoom]);
  const openPin = pins.find((pin) => pin.type === 'marker' && pin.key === opened?.key);

  const close = useCallback(() => {
    if (!opened) return;
    // Back to its marker, from the keyboard or when the focus was in the window.
    const focusInside = document.activeElement?.closest('.workshops-map-popup');
    if (opened.fromKeyboard || focusInside) markers.current.get(opened.key)?.focus({ preventScroll: true });
    setOpened(null);
  }, [opened]);

  const zoomOnCluster = (pin: ClusterPin, fromKeyboard: boolean) => {
    const box = sizeRef.current;
    if (!box) return;
    const fit = fitPoints(
      pin.locations.map((location) => project(location.lat, location.lng)),
      box,
      MARGIN,
    );
    setView((current) => ({ ...fit, zoom: Math.max(fit.zoom, Math.min(MAX_ZOOM, Math.floor(current.zoom) + 1)) }));
    // The cluster goes: the focus stays on the map, from where Tab reaches its places.
    if (fromKeyboard) ref.current?.focus({ preventScroll: true });
  };

  const onMapClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('button, .workshops-map-popup')) return;
    close();
  };

  /** A pin reached with Tab out of view is brought into it. */
  const reveal = (at: { x: number; y: number }) => {
    if (!size) return;
    const dx = Math.max(0, MARGIN - at.x) - Math.max(0, at.x - (size.width - MARGIN));
    const dy = Math.max(0, MARGIN - at.y) - Math.max(0, at.y - (size.height - MARGIN));
    if (dx !== 0 || dy !== 0) pan(dx, dy);
  };

  const popupAt = size && openPin ? pinAt(view, size, openPin) : null;

  return (
    <>
      <div
        ref={ref}
        className="workshops-map"
        role="application"
        aria-label={mapMessages.mapKeys}
        tabIndex={0}
        onClick={onMapClick}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        style={{
          position: 'relative',
          width: '100%',
          height: '100%',
          overflow: 'clip',
          touchAction: 'none',
          userSelect: 'none',
          WebkitUserSelect: 'none',
          background: '#e8eef1',
          cursor: 'grab',
        }}
      >
        {size && config ? <MapTiles view={view} size={size} template={config.tile_url} /> : null}
        {size ? (
          <MapPinLayer
            pins={pins}
            view={view}
            size={size}
            onOpen={(key, fromKeyboard) => setOpened({ key, fromKeyboard })}
            onCluster={zoomOnCluster}
            onReveal={reveal}
            markers={markers}
          />
        ) : null}
        {opened && popupAt && size ? (
          <MapInfoWindow
            key={opened.key}
            at={popupAt}
            size={size}
            takeFocus={opened.fromKeyboard}
            onClose={close}
            pan={pan}
          >
            {openPin?.type === 'marker' ? renderPopup(openPin.location) : null}
          </MapInfoWindow>
        ) : null}
      </div>
      {size ? <MapZoomButtons zoom={view.zoom} onZoom={(delta) => zoom(delta)} /> : null}
      {size && config ? <MapAttribution text={config.attribution} /> : null}
      {size ? null : (
        <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <PageLoader label={mapMessages.loadingMap} />
        </div>
      )}
    </>
  );
}
