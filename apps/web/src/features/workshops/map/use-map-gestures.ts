import { useEffect, useRef, type RefObject } from 'react';
import type { ScreenPoint } from './projection.ts';

export type MapMoves = {
  /** Moves the world by dx, dy screen pixels. */
  pan: (dx: number, dy: number) => void;
  /** Zooms by `delta` levels, keeping the point under `anchor` in place (the centre without one). */
  zoom: (delta: number, anchor?: ScreenPoint) => void;
};

/** A press moving less than this is a click, not a drag. */
const DRAG_THRESHOLD = 4;
const KEY_PAN = 80;
/** Elements the gestures leave alone: the info window's text scrolls and selects. */
const KEEP_OUT = '[data-map-keep-out]';

const keyMoves: Record<string, (moves: MapMoves) => void> = {
  ArrowLeft: (moves) => moves.pan(KEY_PAN, 0),
  ArrowRight: (moves) => moves.pan(-KEY_PAN, 0),
  ArrowUp: (moves) => moves.pan(0, KEY_PAN),
  ArrowDown: (moves) => moves.pan(0, -KEY_PAN),
  '+': (moves) => moves.zoom(1),
  '=': (moves) => moves.zoom(1),
  '-': (moves) => moves.zoom(-1),
  _: (moves) => moves.zoom(-1),
};

/**
 * Dragging (mouse, pen, one finger), two fingers to pinch, the wheel and a double click to
 * zoom where the pointer is, and the keys on the focused map: arrows pan, + and - zoom.
 * A click that ends a drag does not reach the marker it started on.
 */
export function useMapGestures(ref: RefObject<HTMLElement | null>, moves: MapMoves): void {
  const movesRef = useRef(moves);
  movesRef.current = moves;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const pointers = new Map<number, ScreenPoint>();
    let start: ScreenPoint | null = null;
    let dragged = false;
    let pinch: { distance: number; middle: ScreenPoint } | null = null;

    const at = (event: { clientX: number; clientY: number }): ScreenPoint => {
      const rect = element.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    // Where a wheel or a double click zooms; the centre if the event has no place (some test DOMs).
    const anchorOf = (event: MouseEvent) => {
      const point = at(event);
      return Number.isFinite(point.x) && Number.isFinite(point.y) ? point : undefined;
    };
    const keptOut = (event: Event) => event.target instanceof Element && !!event.target.closest(KEEP_OUT);
    const pinchOf = () => {
      const [a, b] = [...pointers.values()];
      if (!a || !b) return null;
      return { distance: Math.hypot(a.x - b.x, a.y - b.y), middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
    };

    const onDown = (event: PointerEvent) => {
      if ((event.pointerType === 'mouse' && event.button !== 0) || keptOut(event)) return;
      pointers.set(event.pointerId, at(event));
      if (pointers.size === 1) {
        start = at(event);
        dragged = false;
      }
      pinch = pinchOf();
    };
    const onMove = (event: PointerEvent) => {
      const previous = pointers.get(event.pointerId);
      if (!previous) return;
      const point = at(event);
      pointers.set(event.pointerId, point);
      if (pointers.size === 1) {
        if (!dragged && start && Math.hypot(point.x - start.x, point.y - start.y) < DRAG_THRESHOLD) return;
        if (!dragged) element.setPointerCapture?.(event.pointerId);
        dragged = true;
        movesRef.current.pan(point.x - previous.x, point.y - previous.y);
        return;
      }
      const next = pinchOf();
      if (pinch && next && pinch.distance > 0) {
        dragged = true;
        movesRef.current.zoom(Math.log2(next.distance / pinch.distance), next.middle);
        movesRef.current.pan(next.middle.x - pinch.middle.x, next.middle.y - pinch.middle.y);
      }
      pinch = next;
    };
    const onUp = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
      pinch = pinchOf();
      // The click that ends a drag comes in the same task; a later one (a key) is a real one.
      if (dragged && pointers.size === 0) setTimeout(() => (dragged = false), 0);
    };
    const onClick = (event: MouseEvent) => {
      if (!dragged) return;
      dragged = false;
      event.stopPropagation();
      event.preventDefault();
    };
    const onWheel = (event: WheelEvent) => {
      if (keptOut(event)) return;
      event.preventDefault();
      const pixels = event.deltaY * (event.deltaMode === 1 ? 20 : event.deltaMode === 2 ? 300 : 1);
      movesRef.current.zoom(Math.max(-1, Math.min(1, -pixels / 100)), anchorOf(event));
    };
    const onDoubleClick = (event: MouseEvent) => {
      if (keptOut(event) || (event.target instanceof Element && event.target.closest('button'))) return;
      movesRef.current.zoom(event.shiftKey ? -1 : 1, anchorOf(event));
    };
    const onKey = (event: KeyboardEvent) => {
      const move = keyMoves[event.key];
      if (event.target !== element || !move || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      move(movesRef.current);
    };

    const listeners: [string, EventListener, AddEventListenerOptions?][] = [
      ['pointerdown', onDown as EventListener],
      ['pointermove', onMove as EventListener],
      ['pointerup', onUp as EventListener],
      ['pointercancel', onUp as EventListener],
      ['click', onClick as EventListener, { capture: true }],
      ['wheel', onWheel as EventListener, { passive: false }],
      ['dblclick', onDoubleClick as EventListener],
      ['keydown', onKey as EventListener],
    ];
    for (const [type, listener, options] of listeners) element.addEventListener(type, listener, options);
    return () => {
      for (const [type, listener, options] of listeners) element.removeEventListener(type, listener, options);
    };
  }, [ref]);
}
