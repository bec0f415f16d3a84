import { afterFirstPaint, canHydrate, discardPrerender, preloadAppScripts } from './app/prerender-boot.ts';
import { startOrReloadOnce } from './app/reload-once.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The app's code runs in steps (React, MUI's styling core, the theme, the shell, then the app), with a
 * pause between them, so that starting never blocks the page in one long task (ADR 016).
 */
async function start(root: HTMLElement, hydrate: boolean) {
  await import('react-dom/client');
  await nextTask();
  const { getTheme } = await import('./app/theme/themes.ts');
  await nextTask();
  if (hydrate) {
    // A prerendered page is in the default theme: built here rather than during the takeover
    // (12 ms of a fast machine). Other devices may never use it.
    getTheme('default');
    await nextTask();
  }
  // The shell (header, footer, their MUI components), then the providers, then the routes:
  // each evaluated in its own task rather than in one 25–30 ms block.
  await import('./app/layout/app-layout.tsx');
  await nextTask();
  await import('./app/providers.tsx');
  await nextTask();
  const { startApp } = await import('./app/start.tsx');
  startApp(root, hydrate);
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
  discardPrerender(container);
  void startOrReloadOnce(() => start(container, false));
}
