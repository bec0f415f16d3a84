import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { MARKER_SIZE } from './layout.ts';
import type { MapSize, ScreenPoint } from './projection.ts';

/** Room kept between the window and the map's edges when it opens. */
const EDGE = 8;
const TIP = 8;

type InfoWindowProps = {
  /** The marker's centre on the map. */
  at: ScreenPoint;
  size: MapSize;
  /** Opened from the keyboard: the focus goes to its first link. */
  takeFocus: boolean;
  onClose: () => void;
  /** Moves the map so the opened window is in view. */
  pan: (dx: number, dy: number) => void;
  children: ReactNode;
};

/**
 * A marker's info window, above it, on a light background in every theme (the tiles are
 * light too). 220 px of text at most, so it fits the map on a 320 px phone.
 */
export function MapInfoWindow({ at, size, takeFocus, onClose, pan, children }: InfoWindowProps) {
  const ref = useRef<HTMLDivElement>(null);

  // Once, when it opens: brought into view as a whole, like Leaflet's autopan.
  useLayoutEffect(() => {
    const box = ref.current;
    const map = box?.offsetParent;
    if (!box || !map) return;
    const rect = box.getBoundingClientRect();
    const bounds = map.getBoundingClientRect();
    const dx = Math.max(0, bounds.left + EDGE - rect.left) - Math.max(0, rect.right - (bounds.right - EDGE));
    const dy = Math.max(0, bounds.top + EDGE - rect.top);
    if (dx !== 0 || dy !== 0) pan(dx, dy);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only, not as the map moves
  }, []);

  useEffect(() => {
    if (takeFocus) ref.current?.querySelector<HTMLElement>('a[href], button:not([data-map-close])')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <div
      ref={ref}
      className="workshops-map-popup"
      data-map-keep-out=""
      onKeyDown={onKeyDown}
      style={{
        position: 'absolute',
        left: at.x,
        top: at.y - MARKER_SIZE / 2 - TIP,
        transform: 'translate(-50%, -100%)',
        // Above the zoom buttons: on a phone it is as wide as the map.
        zIndex: 4,
        background: '#fff',
        color: '#1a1a1a',
        borderRadius: 12,
        boxShadow: '0 3px 14px rgba(0,0,0,.4)',
        userSelect: 'text',
        cursor: 'auto',
      }}
    >
      <div
        style={{
          boxSizing: 'border-box',
          minWidth: 180,
          maxWidth: 220 + 50,
          width: 'max-content',
          maxHeight: Math.max(120, size.height - MARKER_SIZE - 2 * EDGE - TIP),
          overflowY: 'auto',
          padding: '12px 36px 4px 14px',
        }}
      >
        {children}
      </div>
      <button
        type="button"
        data-map-close=""
        aria-label={mapMessages.close}
        title={mapMessages.close}
        onClick={onClose}
        style={{
          position: 'absolute',
          top: 2,
          right: 2,
          width: 32,
          height: 32,
          border: 0,
          borderRadius: 8,
          background: 'transparent',
          color: '#333',
          font: '700 20px/1 sans-serif',
          cursor: 'pointer',
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
      <span
        aria-hidden="true"
        style={{
          position: 'absolute',
          left: '50%',
          bottom: -TIP,
          marginLeft: -TIP,
          borderLeft: `${TIP}px solid transparent`,
          borderRight: `${TIP}px solid transparent`,
          borderTop: `${TIP}px solid #fff`,
        }}
      />
    </div>
  );
}
