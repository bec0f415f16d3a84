import { BrowserRouter, matchPath } from 'react-router';
import { AppProviders } from './providers.tsx';
import { appRoutes } from './route-table.ts';
import { AppRoutes } from './router.tsx';

// The first page's screen starts downloading now, while the shell renders, instead of after
// the guard has decided (the lazy screen then finds it in the module cache).
void appRoutes
  .find((route) => matchPath(route.path, window.location.pathname))
  ?.screen?.()
  ?.catch(() => undefined);

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
