import type { ReactNode } from 'react';

const captionStyle = { captionSide: 'top', textAlign: 'left', padding: 0 } as const;

/** A table's visible title, above it and aligned with the page's text. */
export function TableCaption({ children }: { children: ReactNode }) {
  return <caption style={captionStyle}>{children}</caption>;
}
