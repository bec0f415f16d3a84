import { PRERENDER_SKIP_STATES } from '../lib/storage-keys.ts';

/**
 * Prerendered pages (ADR 016) show what a visitor sees in the default theme, before any of
 * the app's code has loaded. What runs around them lives here: the boot script inlined in
 * their <head>, and the steps of the app taking them over.
 */

const SKIP_ATTRIBUTE = 'data-prerender-skip';
const READY_ATTRIBUTE = 'data-app-ready';
/** The id of the data block listing the app's scripts on a prerendered page. */
export const APP_SCRIPTS_ID = 'app-scripts';
const PENDING_SUBMIT = 'plateformePendingSubmit';

const key = (name: string) => JSON.stringify(name);

/** The boot script's test of each state of PRERENDER_SKIP_STATES, `l` and `s` being the storages. */
const skipTests = PRERENDER_SKIP_STATES.map(
  (state) =>
    `${state.storage === 'localStorage' ? 'l' : 's'}.getItem(${key(state.key)})${state.value === undefined ? '' : `===${key(state.value)}`}`,
).join('||');

/**
 * Runs before the first paint. On a device with a session, a link carrying a token, the
 * dark theme, the AJA theme or a registration under way, the prerendered page would be
 * wrong: it is hidden and the app renders from scratch. Until the app has taken over, a form sent (Enter, a click) is held,
 * not sent by the browser (to its action, or as a query string), and sent again once the app is ready.
 */
export const prerenderBootScript =
  `(function(){var d=document.documentElement;try{var l=localStorage,s=sessionStorage;` +
  `if(${skipTests}||/[?&]access_token=/.test(location.search))d.setAttribute(${key(SKIP_ATTRIBUTE)},'')}catch(e){}` +
  `document.addEventListener('submit',function(e){if(!d.hasAttribute(${key(READY_ATTRIBUTE)})){` +
  `e.preventDefault();window.${PENDING_SUBMIT}=e.target}},true)})();`;

export const prerenderSkipStyle = `html[${SKIP_ATTRIBUTE}] #root{visibility:hidden}`;

/** The API's « Chargement de la page… » on a page without a prerendered version (ADR 098). */
const hasLoadingShell = (container: HTMLElement) => container.querySelector('[data-loading-shell]') !== null;

/** True when `container` holds a prerendered page that fits this device. */
export function canHydrate(container: HTMLElement): boolean {
  return (
    container.hasChildNodes() && !hasLoadingShell(container) && !document.documentElement.hasAttribute(SKIP_ATTRIBUTE)
  );
}

/**
 * Drops a prerendered page that does not fit this device, before the app renders. The loading
 * text stays on screen until the app's first render replaces it.
 */
export function discardPrerender(container: HTMLElement): void {
  if (!hasLoadingShell(container)) container.replaceChildren();
  document.documentElement.removeAttribute(SKIP_ATTRIBUTE);
}

/** How long to wait for the first paint before starting anyway (a hidden tab never paints). */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs `start` once the page has shown its content. Scripts fetched before that would count,
 * on a slow phone, as work the page's first paint waits for (Lighthouse's simulation does).
 */
export function afterFirstPaint(start: () => void, wait = FIRST_PAINT_WAIT_MS): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    painted()
  ) {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    start();
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(once, wait);
}

/** Links added per task: each costs the page 0.5 ms or more (fetch started, module map). */
const PRELOAD_BATCH = 8;

/**
 * Fetches every script of the app (a prerendered page lists them in a data block), a few
 * links per task so that starting the fetches is not itself a long task on a slow phone.
 */
export async function preloadAppScripts(): Promise<void> {
  const list = document.getElementById(APP_SCRIPTS_ID)?.textContent;
  if (!list) return;
  const hrefs = JSON.parse(list) as string[];
  for (let start = 0; start < hrefs.length; start += PRELOAD_BATCH) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    const links = hrefs.slice(start, start + PRELOAD_BATCH).map((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      return link;
    });
    document.head.append(...links);
  }
}

/** The page's screen is live: marks it (end-to-end tests wait for it) and sends a held form. */
export function markAppReady(): void {
  const root = document.documentElement;
  if (root.hasAttribute(READY_ATTRIBUTE)) return;
  root.setAttribute(READY_ATTRIBUTE, '');
  const held = window as unknown as Record<string, HTMLFormElement | undefined>;
  const form = held[PENDING_SUBMIT];
  delete held[PENDING_SUBMIT];
  if (form?.isConnected) form.requestSubmit();
}
