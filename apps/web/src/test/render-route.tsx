import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { AppRoutes } from '../app/router.tsx';
import type { Profile } from '../lib/profile.ts';
import { saveTokens } from '../lib/auth-storage.ts';
import { navigateTo } from '../lib/navigation.ts';
import { queryClient } from '../lib/query-client.ts';
import { profileQueryKey } from '../lib/session.ts';

/** What a test reads of the router: where the app is, and a way to go elsewhere. */
export type TestRouter = { readonly location: Location; navigate: (to: string) => void };

/** Renders the whole app (layout, guard, screens) at `path`, with the app's own routes. */
export function renderApp(path: string) {
  let current: Location | null = null;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  const router: TestRouter = {
    get location() {
      if (!current) throw new Error('the router has not rendered yet');
      return current;
    },
    navigate: (to) => navigateTo(to),
  };
  return { ...view, router };
}

/**
 * Renders the whole app at `path`, signed in as `profile` (a stored token and a loaded
 * profile) or as a visitor (null).
 */
export function renderRoute(path: string, profile: Profile | null = null) {
  if (profile) {
    saveTokens({ access_token: `token-${profile.id}`, expires_in: 3600, refresh_token: 'refresh' }, false);
    queryClient.setQueryData(profileQueryKey, profile);
  } else {
    queryClient.setQueryData(profileQueryKey, null);
  }
  return renderApp(path);
}
