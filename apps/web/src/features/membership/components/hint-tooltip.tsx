import { lazy, Suspense, useState, type ReactElement } from 'react';

// MUI's Tooltip and its positioning engine are about 14 KB: they load when the pointer or
// the keyboard first reaches the button, not with the payment page (ADR 095).
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

type HintTooltipProps = {
  /** Empty: no tooltip. */
  title: string;
  children: ReactElement;
};

/** A tooltip over a (possibly disabled) button, wrapped in a span that receives the pointer. */
export function HintTooltip({ title, children }: HintTooltipProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  const hide = () => setOpen(false);
  const trigger = (
    <span onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide}>
      {children}
    </span>
  );
  if (!wanted || !title) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Tooltip describeChild title={title} open={open} onOpen={show} onClose={hide}>
        {trigger}
      </Tooltip>
    </Suspense>
  );
}
