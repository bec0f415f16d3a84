import { useState } from 'react';

/**
 * Handlers that start loading a lazy part (a menu, a dialog) as soon as the pointer or the
 * keyboard reaches its button, so it is there by the click: spread them on the button.
 */
export function preloadOn(load: () => Promise<unknown>) {
  return { onPointerEnter: () => void load(), onFocus: () => void load() };
}

/** True from the first time `open` is: a lazy overlay then stays mounted, for its closing transition and the focus's return. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
