import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';
import { RouteGuard } from './route-guard.tsx';
import { appRoutes, notFoundRoute, type AppRoute } from './route-table.ts';

/** Turns the route table into router objects: one guarded, lazily loaded screen each. */
export function buildRouteObjects(routes: readonly AppRoute[] = [...appRoutes, notFoundRoute]): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      children: routes.map((route) => {
        const Screen = route.screen ? lazy(route.screen) : null;
        return { path: route.path, element: <RouteGuard route={route} Screen={Screen} /> };
      }),
    },
  ];
}

/** History-mode routing (DESIGN.md): /login, not /#/login. */
export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}
