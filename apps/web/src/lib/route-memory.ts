/**
 * The previous and the current route of this tab (P2-NAV-02). The refused-access screen is
 * never remembered, so "back" from it returns to the last page the user could see.
 */

export type RememberedRoutes = { previous: string | null; current: string | null };

const KEY = 'plateforme.routes';
export const UNREMEMBERED_PATHS: readonly string[] = ['/unauthorized'];

export function getRememberedRoutes(): RememberedRoutes {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { previous, current } = parsed as Record<string, unknown>;
      return {
        previous: typeof previous === 'string' ? previous : null,
        current: typeof current === 'string' ? current : null,
      };
    }
  } catch {
    // Nothing remembered.
  }
  return { previous: null, current: null };
}

/** `location` is pathname + search; a route the user was sent away from is not passed here. */
export function rememberRoute(location: string): void {
  const pathname = location.split('?')[0] ?? location;
  if (UNREMEMBERED_PATHS.includes(pathname)) return;
  const { current } = getRememberedRoutes();
  if (current === location) return;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ previous: current, current: location }));
  } catch {
    // Not kept: "back" falls back to the browser history.
  }
}
