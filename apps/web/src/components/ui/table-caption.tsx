import type { ReactNode } from 'react';
import { visuallyHiddenSx } from './visually-hidden.ts';

const captionStyle = { captionSide: 'top', textAlign: 'left', padding: 0 } as const;

/** A table's title, above it and aligned with the page's text; `hidden`: for screen readers only. */
export function TableCaption({ id, hidden = false, children }: { id?: string; hidden?: boolean; children: ReactNode }) {
  return (
    <caption id={id} style={hidden ? { ...captionStyle, ...visuallyHiddenSx } : captionStyle}>
      {children}
    </caption>
  );
}
