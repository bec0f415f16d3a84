import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { buildRouteObjects } from '../app/router.tsx';
import type { Profile } from '../features/accounts/api/get-profile.ts';
import { saveTokens } from '../lib/auth-storage.ts';
import { registerNavigate } from '../lib/navigation.ts';
import { queryClient } from '../lib/query-client.ts';
import { profileQueryKey } from '../lib/session.ts';

/**
 * Renders the whole app (layout, guard, screens) at `path`, signed in as `profile` (a
 * stored token and a loaded profile) or as a visitor (null).
 */
export function renderRoute(path: string, profile: Profile | null = null) {
  if (profile) {
    saveTokens({ access_token: `token-${profile.id}`, expires_in: 3600, refresh_token: 'refresh' }, false);
    queryClient.setQueryData(profileQueryKey, profile);
  } else {
    queryClient.setQueryData(profileQueryKey, null);
  }
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  registerNavigate((to, options) => void router.navigate(to, options));
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
