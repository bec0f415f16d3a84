import { describe, expect, it } from 'vitest';
import { appRoutes } from '../src/app/route-table.ts';
import source from '../src/app/route-table.ts?raw';
import { planPreloads, readRouteScreens } from './route-preloads.ts';

describe('readRouteScreens', () => {
  it('finds the lazy screen of every route of the route table that has one', () => {
    const screens = readRouteScreens(source);
    expect(screens.map((screen) => screen.path)).toEqual(
      appRoutes.filter((route) => route.screen).map((route) => route.path),
    );
    expect(screens).toContainEqual({ path: '/login', source: 'src/features/accounts/routes/login.tsx' });
    expect(screens).toContainEqual({ path: '/home', source: 'src/app/routes/home.tsx' });
  });
});

describe('planPreloads', () => {
  const manifest = {
    'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_boot.js'] },
    '_boot.js': { file: 'assets/boot-2.js' },
    'src/app/start.tsx': { file: 'assets/start-3.js', imports: ['_react.js', '_boot.js'] },
    '_react.js': { file: 'assets/react-4.js' },
    'src/features/accounts/routes/login.tsx': { file: 'assets/login-5.js', imports: ['_react.js', '_form.js'] },
    '_form.js': { file: 'assets/form-6.js' },
  };

  it("lists the app's scripts, then each screen's own, never what the entry already loads", () => {
    expect(planPreloads(manifest, [{ path: '/login', source: 'src/features/accounts/routes/login.tsx' }])).toEqual({
      app: ['/assets/start-3.js', '/assets/react-4.js'],
      routes: { '/login': ['/assets/login-5.js', '/assets/form-6.js'] },
    });
  });

  it('fails the build when the app module has moved', () => {
    const { ['src/app/start.tsx']: _moved, ...rest } = manifest;
    expect(() => planPreloads(rest, [])).toThrow('src/app/start.tsx is missing from the Vite manifest');
  });

  it("finds the app in the start's own chunk when src/app/start.tsx is grouped into it (build/start-chunks.ts)", () => {
    const grouped = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_boot.js'], dynamicImports: ['_start.js'] },
      '_boot.js': { file: 'assets/boot-2.js' },
      '_start.js': { file: 'assets/start-3.js', name: 'start', imports: ['_react.js', '_boot.js'] },
      '_react.js': { file: 'assets/react-4.js' },
      'src/features/accounts/routes/login.tsx': { file: 'assets/login-5.js', imports: ['_react.js', '_start.js'] },
    };
    expect(planPreloads(grouped, [{ path: '/login', source: 'src/features/accounts/routes/login.tsx' }])).toEqual({
      app: ['/assets/start-3.js', '/assets/react-4.js'],
      routes: { '/login': ['/assets/login-5.js'] },
    });
  });
});
