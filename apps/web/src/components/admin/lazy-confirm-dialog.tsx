import { lazy, Suspense, type ComponentProps } from 'react';
import type { ConfirmDialog as EagerConfirmDialog } from './confirm-dialog.tsx';
import { preloadOn, useOpenedOnce } from '../../lib/load-when-wanted.ts';

const loadConfirmDialog = () => import('./confirm-dialog.tsx');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })));

/** Spread on the button that opens the question: the dialog loads as the pointer or the focus reaches it. */
export const confirmDialogPreload = preloadOn(loadConfirmDialog);

/**
 * The back office's ConfirmDialog, loaded the first time it opens (the workshop screen shows
 * without the modal machinery), then kept for its closing transition and the focus's return.
 */
export function LazyConfirmDialog(props: ComponentProps<typeof EagerConfirmDialog>) {
  const mounted = useOpenedOnce(props.open);
  return mounted ? (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  ) : null;
}
