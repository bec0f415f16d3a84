import { lazy, Suspense, type ComponentProps } from 'react';
import type { ConfirmDialog as Dialog } from '../../../../components/admin/confirm-dialog.tsx';
import { useOpenedOnce } from '../../../../lib/load-when-wanted.ts';

// The dialog and its modal machinery load the first time the question is asked.
const ConfirmDialog = lazy(() =>
  import('../../../../components/admin/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);

/** The back office's ConfirmDialog, loaded when first opened, then kept for its closing and the focus's return. */
export function ConfirmWhenAsked(props: ComponentProps<typeof Dialog>) {
  const mounted = useOpenedOnce(props.open);
  return mounted ? (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  ) : null;
}
