import { lazy, Suspense, useSyncExternalStore } from 'react';

export type RegistrationStepperProps = {
  labels: readonly string[];
  activeIndex: number;
};

// MUI's Stepper is drawn from the small breakpoint up (600 px): a phone never downloads it.
const RegistrationStepperBar = lazy(() => import('./registration-stepper-bar.tsx'));
const WIDE = '(min-width: 600px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/**
 * The steps of this path, as a picture of the progress, on screens wide enough for it. It is
 * hidden from assistive technologies: the step's heading ('Étape 2 sur 4 : …') says the same in words.
 */
export function RegistrationStepper(props: RegistrationStepperProps) {
  const wide = useSyncExternalStore(subscribe, isWide, () => false);
  return wide ? (
    <Suspense fallback={null}>
      <RegistrationStepperBar {...props} />
    </Suspense>
  ) : null;
}
