import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the web build left in its dist folder that decides the HTML of each page. */
export type WebBuild = {
  root: string;
  indexHtml: string;
  /** The scripts the entry imports to start the app. */
  appScripts: string[];
  /** The scripts of each route's screen beyond those. */
  preloads: RoutePreload[];
  /** Pages rendered at build time, by exact path (ADR 016). */
  prerendered: Map<string, PrerenderedPage>;
  /** CSP sources ('sha256-…') of the inline scripts those pages carry. */
  scriptHashes: string[];
};

type RoutePreload = { pattern: RegExp; files: string[] };
type PrerenderedPage = { title: string; head: string; root: string };

/** '/pro/workshops/:id' matches '/pro/workshops/12'. */
const toPattern = (routePath: string) =>
  new RegExp(
    `^${routePath
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  );

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

/** The built web app in `webDist`, or undefined when there is none (API-only runs). */
export function readWebBuild(webDist: string | undefined): WebBuild | undefined {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return undefined;
  const root = path.resolve(webDist);
  // The scripts of the app and of each route's screen (apps/web/build/route-preloads.ts).
  const scripts = readJson<{ app: string[]; routes: Record<string, string[]> }>(
    path.join(root, '.vite', 'route-preloads.json'),
    {
      app: [],
      routes: {},
    },
  );
  // The prerendered pages (apps/web/build/prerender-pages.ts).
  const prerendered = readJson<{ scriptHashes: string[]; pages: Record<string, PrerenderedPage> }>(
    path.join(root, '.vite', 'prerendered.json'),
    { scriptHashes: [], pages: {} },
  );
  return {
    root,
    indexHtml: readFileSync(path.join(root, 'index.html'), 'utf8'),
    appScripts: scripts.app,
    preloads: Object.entries(scripts.routes).map(([routePath, files]) => ({ pattern: toPattern(routePath), files })),
    prerendered: new Map(Object.entries(prerendered.pages)),
    scriptHashes: prerendered.scriptHashes,
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const preloadIndex = (web: WebBuild, pathname: string) =>
  web.preloads.findIndex((preload) => preload.pattern.test(pathname));
const withoutSlash = (pathname: string) => (pathname === '/' ? pathname : pathname.replace(/\/$/, ''));

/** The prerendered page at `pathname` ('/login/' is '/login'), if there is one. */
export function prerenderedPagePath(web: WebBuild, pathname: string): string | undefined {
  const page = withoutSlash(pathname);
  return web.prerendered.has(page) ? page : undefined;
}

/**
 * What makes the page of a path what it is: its prerendered page (else index.html) and its
 * screen's scripts. Paths with the same key get the same HTML, so any number of unknown
 * paths share one.
 */
export function pageKey(web: WebBuild, pathname: string): string {
  return `${prerenderedPagePath(web, pathname) ?? 'index.html'} ${preloadIndex(web, pathname)}`;
}

/**
 * What a page without a prerendered version shows until the app's first render replaces it:
 * on a slow phone the app's code takes seconds to arrive, and a blank screen reads as a
 * broken site (ADR 098). Plain text in the system font, centred as the app's loader is.
 */
export const LOADING_SHELL =
  '<div data-loading-shell role="status" style="display:flex;justify-content:center;padding:4rem 1rem;' +
  "font:1rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#555\">Chargement de la page…</div>";

/**
 * The app's own reset (MUI's CssBaseline) takes the browser's 8 px margin off the body: set
 * from the first paint of a page without a prerendered version, the page does not move when
 * the app's styles arrive (a layout shift Lighthouse counts, ADR 097).
 */
export const BODY_RESET = '<style>body{margin:0}</style>';

/**
 * index.html for the page asked for. A prerendered page comes whole, with the list of the
 * app's scripts as data: the app fetches them once the page has loaded (ADR 016). Any other
 * page names those scripts as modulepreload links, so they download with the entry.
 */
export function composePage(web: WebBuild, pathname: string): string {
  const scripts = [...web.appScripts, ...(web.preloads[preloadIndex(web, pathname)]?.files ?? [])];
  const page = web.prerendered.get(withoutSlash(pathname));
  if (!page) {
    const links = scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
    return web.indexHtml
      .replace('</head>', () => `${BODY_RESET}${links}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${LOADING_SHELL}</div>`);
  }
  // JSON in a data block: only '<' could end it early.
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return web.indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${page.head}<script type="application/json" id="app-scripts">${list}</script></head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>`);
}
