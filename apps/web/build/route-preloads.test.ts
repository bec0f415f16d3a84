import { describe, expect, it } from 'vitest';
import { appRoutes } from '../src/app/route-table.ts';
import source from '../src/app/route-table.ts?raw';
import { readRouteScreens } from './route-preloads.ts';

describe('readRouteScreens', () => {
  it('finds the lazy screen of every route of the route table that has one', () => {
    const screens = readRouteScreens(source);
    expect(screens.map((screen) => screen.path)).toEqual(appRoutes.filter((route) => route.screen).map((route) => route.path));
    expect(screens).toContainEqual({ path: '/login', source: 'src/features/accounts/routes/login.tsx' });
    expect(screens).toContainEqual({ path: '/home', source: 'src/app/routes/home.tsx' });
  });
});
