import { mapMessages } from '@plateforme/shared/messages/workshops-map';
import type { CSSProperties, KeyboardEvent, MouseEvent } from 'react';
import { markerColours } from '../map-markers.ts';
import { MARKER_SIZE, type ClusterPin, type MarkerPin } from './layout.ts';
import type { ScreenPoint } from './projection.ts';

/** Enter and Space act at key down, so a press from the keyboard is known as one. */
export type PinPress = (fromKeyboard: boolean) => void;

function pressHandlers(onPress: PinPress) {
  return {
    onClick: (event: MouseEvent) => onPress(event.detail === 0),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onPress(true);
    },
  };
}

const disc = (size: number, at: ScreenPoint): CSSProperties => ({
  position: 'absolute',
  left: at.x - size / 2,
  top: at.y - size / 2,
  width: size,
  height: size,
  padding: 0,
  display: 'grid',
  placeItems: 'center',
  boxSizing: 'border-box',
  borderRadius: '50%',
  color: '#fff',
  font: '700 15px/1 sans-serif',
  cursor: 'pointer',
});

/** A place: a coloured disc with its kind's letter, named for screen readers as it was. */
export function MarkerButton({
  pin,
  at,
  onPress,
  onFocus,
  buttonRef,
}: {
  pin: MarkerPin;
  at: ScreenPoint;
  onPress: PinPress;
  onFocus: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}) {
  const { location } = pin;
  const label = mapMessages.markerLabel(location.place ?? mapMessages.unknownPlace, location.workshops.length);
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`workshops-map-marker workshops-map-marker--${location.kind}`}
      aria-label={label}
      title={label}
      onFocus={onFocus}
      style={{
        ...disc(MARKER_SIZE, at),
        border: '2px solid #fff',
        boxShadow: '0 0 0 1px rgba(0,0,0,.7)',
        background: markerColours[location.kind],
      }}
      {...pressHandlers(onPress)}
    >
      <span aria-hidden="true">{mapMessages.kindLetters[location.kind]}</span>
    </button>
  );
}

/** The cluster's size: it grows a little with its count, so a crowded area reads at a glance. */
export const clusterSize = (count: number) => (count < 10 ? 36 : count < 50 ? 42 : 48);

/** Nearby places as one numbered circle; pressing it zooms on them. */
export function ClusterButton({
  pin,
  at,
  onPress,
  onFocus,
}: {
  pin: ClusterPin;
  at: ScreenPoint;
  onPress: PinPress;
  onFocus: () => void;
}) {
  const label = mapMessages.clusterLabel(pin.count);
  return (
    <button
      type="button"
      className="workshops-map-cluster"
      aria-label={label}
      title={label}
      onFocus={onFocus}
      style={{
        ...disc(clusterSize(pin.count), at),
        border: '3px solid #fff',
        boxShadow: '0 0 0 1px rgba(0,0,0,.7), 0 0 0 5px rgba(11,79,138,.35)',
        background: '#0b4f8a',
      }}
      {...pressHandlers(onPress)}
    >
      <span aria-hidden="true">{pin.count}</span>
    </button>
  );
}
