import { afterFirstPaint, canHydrate, discardPrerender, preloadAppScripts } from './app/prerender-boot.ts';
import { startOrReloadOnce } from './app/reload-once.ts';
import { paymentPageRequests } from './features/membership/api/payment-requests.ts';
import { prefetchProfile } from './lib/profile-request.ts';
import { prefetchRequests } from './lib/early-requests.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** Runs one step of the start, then yields to the browser before the next one. */
async function step<T>(run: () => T | Promise<T>): Promise<T> {
  const result = await run();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return result;
}

/**
 * The app's code runs in steps (React, MUI's styling core, the theme, the shell, then the
 * app), with a pause between them, so that starting never blocks the page in one long task
 * (ADR 016).
 */
async function start(root: HTMLElement, hydrate: boolean) {
  const [{ startTransition }] = await step(() => Promise.all([import('react'), import('react-dom/client')]));
  const { getTheme } = await step(() => import('./app/theme/themes.ts'));
  // A prerendered page is in the default theme: built here rather than during the takeover
  // (12 ms of a fast machine). Other devices may never use it.
  if (hydrate) await step(() => getTheme('default'));
  // The shell (header, footer, their MUI components), then the providers, then the routes:
  // each evaluated in its own task rather than in one 25–30 ms block.
  await step(() => import('./app/layout/app-layout.tsx'));
  await step(() => import('./app/providers.tsx'));
  const { startApp } = await import('./app/start.tsx');
  // A page drawn from scratch is drawn as a transition: React yields to the browser every few
  // milliseconds instead of drawing the whole screen in one long task (ADR 105). Later updates
  // are not transitions. A prerendered page is taken over in steps already (ADR 016).
  if (hydrate) startApp(root, true);
  else startTransition(() => startApp(root, false));
}

/**
 * « Mes séances »' lists, asked long before the app has loaded, once the early profile gives
 * whose they are (ADR 107). Their addresses come from a module the app shares, imported on that
 * page only: imported by this script, it made one more script every page's first paint waited for.
 */
function askMeetingsEarly(): void {
  const { pathname, search } = location;
  if (pathname.replace(/\/+$/, '') !== '/meetings') return;
  import('./features/workshops/api/meeting-list-requests.ts')
    .then(({ prefetchOwnMeetings }) => prefetchOwnMeetings(pathname, search))
    .catch(() => undefined);
}

if (canHydrate(container)) {
  // The page is already on screen (prerendered): its code loads once the page has loaded
  // and painted, so it never competes with the page's own content.
  const begin = () =>
    afterFirstPaint(() => {
      void startOrReloadOnce(async () => {
        await preloadAppScripts();
        await start(container, true);
      });
    });
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
} else {
  prefetchProfile();
  // The payment screen's price and card mode, asked with the profile (ADR 105).
  prefetchRequests(paymentPageRequests(location.pathname));
  askMeetingsEarly();
  discardPrerender(container);
  void startOrReloadOnce(() => start(container, false));
}
