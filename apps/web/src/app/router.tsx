import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { registerNavigate } from '../lib/navigation.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteGuard } from './route-guard.tsx';
import { appRoutes, notFoundRoute, type AppRoute } from './route-table.ts';

/** Turns the route table into route objects: one guarded, lazily loaded screen each. */
function buildRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: routes.map((route) => {
        const Screen = route.screen ? lazy(route.screen) : null;
        return { path: route.path, element: <RouteGuard route={route} Screen={Screen} /> };
      }),
    },
  ];
}

const routeObjects = buildRouteObjects([...appRoutes, notFoundRoute]);

/** Lets code outside React (the API client, the session) change the route. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/**
 * Every route of the app, inside whichever router holds the location: BrowserRouter in the
 * app (history mode, DESIGN.md: /login, not /#/login), StaticRouter when pages are
 * prerendered, MemoryRouter in tests. Declarative mode: the app uses no loaders or actions,
 * and the data router would add about 17 KB to every first visit (ADR 016).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routeObjects);
  return (
    <>
      <NavigationBridge />
      <RouteErrorBoundary resetKey={pathname}>
        {/* On a prerendered page, React takes over what is inside a boundary in small steps
            once the page is shown, instead of in one long task (ADR 016). */}
        <Suspense fallback={null}>{element}</Suspense>
      </RouteErrorBoundary>
    </>
  );
}
