import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AJA_THEME_KEY,
  PRERENDER_SKIP_STATES,
  REGISTRATION_PROCESS_KEY,
  THEME_MODE_KEY,
  TOKENS_KEY,
} from '../lib/storage-keys.ts';
import {
  afterFirstPaint,
  APP_SCRIPTS_ID,
  canHydrate,
  discardPrerender,
  markAppReady,
  preloadAppScripts,
  prerenderBootScript,
} from './prerender-boot.ts';

const runBootScript = () => new Function(prerenderBootScript)() as void;
const html = document.documentElement;

function prerenderedRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<main><h1>Connexion</h1></main>';
  return root;
}

afterEach(() => {
  html.removeAttribute('data-prerender-skip');
  html.removeAttribute('data-app-ready');
  document.head.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('the boot script of prerendered pages (ADR 016)', () => {
  it('keeps the page for a visitor in the default theme', () => {
    window.localStorage.setItem(THEME_MODE_KEY, 'light');
    runBootScript();
    expect(canHydrate(prerenderedRoot())).toBe(true);
  });

  it.each([
    ['a remembered session', () => window.localStorage.setItem(TOKENS_KEY, '{}')],
    ['a session for this tab', () => window.sessionStorage.setItem(TOKENS_KEY, '{}')],
    ['the dark theme', () => window.localStorage.setItem(THEME_MODE_KEY, 'dark')],
    ['the AJA theme', () => window.localStorage.setItem(AJA_THEME_KEY, 'true')],
    ['a registration under way', () => window.localStorage.setItem(REGISTRATION_PROCESS_KEY, '{"reason":"other"}')],
    ['a link carrying a token', () => window.history.replaceState(null, '', '/login?access_token=abc')],
  ])('sets the page aside on a device with %s', (_, arrange) => {
    arrange();
    runBootScript();
    const root = prerenderedRoot();
    expect(canHydrate(root)).toBe(false);

    discardPrerender(root);
    expect(root.childNodes).toHaveLength(0);
    expect(html.hasAttribute('data-prerender-skip')).toBe(false);
  });

  it('never hydrates the loading text of a page without a prerendered version, and leaves it for the first render to replace (ADR 098)', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div data-loading-shell role="status">Chargement de la page…</div>';
    expect(canHydrate(root)).toBe(false);

    discardPrerender(root);
    expect(root.textContent).toBe('Chargement de la page…');
  });

  it.each(PRERENDER_SKIP_STATES)(
    'sets the page aside on each state of the shared list: $storage $key',
    ({ storage, key, value }) => {
      window[storage].setItem(key, value ?? '{}');
      runBootScript();
      expect(canHydrate(prerenderedRoot())).toBe(false);
    },
  );

  it('reads the shared list of device states, and no other stored key', () => {
    const read: string[] = [];
    const recording = (name: string) => ({
      getItem: (key: string) => (read.push(`${name} ${key}`), null),
      clear: () => undefined,
    });
    vi.stubGlobal('localStorage', recording('localStorage'));
    vi.stubGlobal('sessionStorage', recording('sessionStorage'));
    runBootScript();
    expect(read).toEqual(PRERENDER_SKIP_STATES.map(({ storage, key }) => `${storage} ${key}`));
    expect(canHydrate(prerenderedRoot())).toBe(true);
  });

  it('holds a form sent before the app is ready, then sends it once', () => {
    runBootScript();
    const form = document.createElement('form');
    // As the login form has it, for a browser without the boot script.
    form.method = 'post';
    form.action = '/login';
    document.body.append(form);
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);

    const early = new Event('submit', { cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    markAppReady();
    expect(html.hasAttribute('data-app-ready')).toBe(true);
    expect(requestSubmit).toHaveBeenCalledOnce();
    const late = new Event('submit', { cancelable: true });
    form.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
    markAppReady();
    expect(requestSubmit).toHaveBeenCalledOnce();
    form.remove();
  });

  it("fetches the app's scripts listed by the page, a few at a time", async () => {
    const scripts = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = APP_SCRIPTS_ID;
    list.textContent = JSON.stringify(scripts);
    document.head.append(list);

    const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    const done = preloadAppScripts();
    expect(preloaded()).toHaveLength(8);
    await done;
    const links = preloaded();
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(scripts);
    expect(links.every((link) => link.crossOrigin === '')).toBe(true);
  });
});

describe('the app starting after the first paint (ADR 016)', () => {
  let paintObserver: (() => void) | undefined;
  let painted = false;

  function stubPaintTiming() {
    painted = false;
    paintObserver = undefined;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: () => void) {
        paintObserver = callback;
      }
      observe() {}
      disconnect() {
        paintObserver = undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      painted && name === 'first-contentful-paint' ? ([{ name }] as PerformanceEntryList) : [],
    );
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('starts at once where the browser does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the first contentful paint, then starts once', () => {
    vi.useFakeTimers();
    stubPaintTiming();
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    painted = true;
    paintObserver?.();
    vi.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no paint comes (a tab in the background)', () => {
    vi.useFakeTimers();
    stubPaintTiming();
    const start = vi.fn();
    afterFirstPaint(start, 3000);
    vi.advanceTimersByTime(2999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
