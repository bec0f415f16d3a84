import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import type { CSSProperties } from 'react';
import { MAX_ZOOM, MIN_ZOOM } from './projection.ts';

const button: CSSProperties = {
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 0,
  background: '#fff',
  color: '#1a1a1a',
  font: '700 22px/1 sans-serif',
  cursor: 'pointer',
};

/** « Zoomer » and « Dézoomer », at the map's top left; each is off at its end of the zoom. */
export function MapZoomButtons({ zoom, onZoom }: { zoom: number; onZoom: (delta: number) => void }) {
  const atMost = zoom >= MAX_ZOOM - 1e-9;
  const atLeast = zoom <= MIN_ZOOM + 1e-9;
  return (
    <div
      style={{
        position: 'absolute',
        top: 10,
        left: 10,
        zIndex: 3,
        display: 'grid',
        gap: 1,
        background: 'rgba(0,0,0,.3)',
        border: '1px solid rgba(0,0,0,.3)',
        borderRadius: 8,
        overflow: 'hidden',
      }}
    >
      {[
        { label: mapMessages.zoomIn, sign: '+', delta: 1, off: atMost },
        { label: mapMessages.zoomOut, sign: '−', delta: -1, off: atLeast },
      ].map(({ label, sign, delta, off }) => (
        <button
          key={label}
          type="button"
          className="workshops-map-zoom"
          aria-label={label}
          title={label}
          disabled={off}
          onClick={() => onZoom(delta)}
          style={{ ...button, ...(off ? { color: '#767676', cursor: 'default' } : {}) }}
        >
          <span aria-hidden="true">{sign}</span>
        </button>
      ))}
    </div>
  );
}

/** The tiles' credit, as plain text (React escapes it). */
export function MapAttribution({ text }: { text: string }) {
  return (
    <div
      className="workshops-map-attribution"
      style={{
        position: 'absolute',
        right: 0,
        bottom: 0,
        zIndex: 3,
        maxWidth: '100%',
        padding: '2px 6px',
        background: 'rgba(255,255,255,.9)',
        color: '#1a1a1a',
        font: '12px/1.4 sans-serif',
        borderTopLeftRadius: 6,
      }}
    >
      {text}
    </div>
  );
}
