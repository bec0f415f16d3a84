import { describe, expect, it } from 'vitest';
import { getRememberedRoutes, rememberRoute } from './route-memory.ts';

describe('remembered routes', () => {
  it('P2-NAV-02 remembers the previous and current routes, never /unauthorized', () => {
    rememberRoute('/home');
    rememberRoute('/workshops?page=2');
    rememberRoute('/unauthorized');
    expect(getRememberedRoutes()).toEqual({ previous: '/home', current: '/workshops?page=2' });
  });

  it('does not count staying on the same page as a move', () => {
    rememberRoute('/home');
    rememberRoute('/profile');
    rememberRoute('/profile');
    expect(getRememberedRoutes()).toEqual({ previous: '/home', current: '/profile' });
  });
});
