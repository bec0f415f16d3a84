/**
 * The sx of a text read by screen readers and not shown (a caption, a legend, a live status).
 * Sizes in px: MUI reads a bare 1 as 100%, which once made a hidden legend as wide as the page.
 */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
