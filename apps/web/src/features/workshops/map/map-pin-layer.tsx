import type { RefObject } from 'react';
import type { ClusterPin, MapPin } from './layout.ts';
import { ClusterButton, MarkerButton } from './map-pins.tsx';
import { toScreen, type MapSize, type MapViewState, type ScreenPoint } from './projection.ts';

/** Where a pin is drawn on the map: its place, moved by its offset when spread at the last zoom. */
export function pinAt(view: MapViewState, size: MapSize, pin: MapPin): ScreenPoint {
  const centre = toScreen(view, size, pin.point);
  return pin.type === 'marker' ? { x: centre.x + pin.offset.x, y: centre.y + pin.offset.y } : centre;
}

type PinLayerProps = {
  pins: readonly MapPin[];
  view: MapViewState;
  size: MapSize;
  onOpen: (key: string, fromKeyboard: boolean) => void;
  onCluster: (pin: ClusterPin, fromKeyboard: boolean) => void;
  /** A pin reached with Tab out of view is brought into it. */
  onReveal: (at: ScreenPoint) => void;
  /** The markers' buttons, to give the focus back to. */
  markers: RefObject<Map<string, HTMLButtonElement>>;
};

/**
 * The markers and clusters in and around the view: as Leaflet.markercluster, the pins of a
 * map's width around it are there too, so Tab reaches them and brings them into view.
 */
export function MapPinLayer({ pins, view, size, onOpen, onCluster, onReveal, markers }: PinLayerProps) {
  return pins.map((pin) => {
    const at = pinAt(view, size, pin);
    const near =
      Math.abs(at.x - size.width / 2) < size.width * 1.5 && Math.abs(at.y - size.height / 2) < size.height * 1.5;
    if (!near) return null;
    if (pin.type === 'cluster') {
      return (
        <ClusterButton
          key={pin.key}
          pin={pin}
          at={at}
          onPress={(fromKeyboard) => onCluster(pin, fromKeyboard)}
          onFocus={() => onReveal(at)}
        />
      );
    }
    return (
      <MarkerButton
        key={pin.key}
        pin={pin}
        at={at}
        onPress={(fromKeyboard) => onOpen(pin.key, fromKeyboard)}
        onFocus={() => onReveal(at)}
        buttonRef={(element) => {
          if (element) markers.current.set(pin.key, element);
          else markers.current.delete(pin.key);
        }}
      />
    );
  });
}
