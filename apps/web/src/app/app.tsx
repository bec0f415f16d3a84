import { matchPath, RouterProvider } from 'react-router';
import { registerNavigate } from '../lib/navigation.ts';
import { AppProviders } from './providers.tsx';
import { appRoutes } from './route-table.ts';
import { createAppRouter } from './router.tsx';

// The first page's screen starts downloading now, while the shell renders, instead of after
// the guard has decided (the lazy screen then finds it in the module cache).
void appRoutes.find((route) => matchPath(route.path, window.location.pathname))?.screen?.()?.catch(() => undefined);

const router = createAppRouter();
registerNavigate((to, options) => void router.navigate(to, options));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
